// npm run db:migrate – applies committed migrations to the configured database.
// On PGlite this takes the data-folder lock, so it refuses to run beside a running server.
import { ConfigError, getConfig } from "@/lib/server/config";
import { openPglite, openPostgres } from "@/lib/server/db/client";
import { DataDirLockedError } from "@/lib/server/db/lock";

async function main() {
  const config = getConfig();
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
  try {
    await handle.migrate();
    console.log(`Migrations applied (${handle.engine}${config.databaseUrl ? "" : ` in ${config.dataDir}`}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
