// npm run db:seed – migrates, then fills the demo hospital (idempotent: existing rows are kept).
import { ConfigError, getConfig } from "@/lib/server/config";
import { openPglite, openPostgres } from "@/lib/server/db/client";
import { DataDirLockedError } from "@/lib/server/db/lock";
import { seedDatabase } from "@/lib/server/db/seed";

async function main() {
  const config = getConfig();
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    console.log(`Demo content seeded (${handle.engine}${config.databaseUrl ? "" : ` in ${config.dataDir}`}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
