// npm run db:backup [-- <backups folder>] – a consistent backup of the embedded database and
// the uploads (default folder: ./backups). Takes the data folder's lock: stop the server first
// (a few seconds: see docs/deploy.md, "Backups"). On PostgreSQL use pg_dump instead (docs/deploy.md).
import path from "node:path";
import { ConfigError, getConfig } from "@/lib/server/config";
import { backupPglite } from "@/lib/server/db/backup";
import { DataDirLockedError } from "@/lib/server/db/lock";

async function main() {
  const config = getConfig();
  if (config.databaseUrl) throw new ConfigError("DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/deploy.md, \"Backups\").");
  const folder = await backupPglite(config.dataDir, path.resolve(process.argv[2] ?? "backups"));
  console.log(`Backup written to ${folder}`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
