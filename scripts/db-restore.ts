// npm run db:restore -- <backup folder> [--force] – restores a db:backup folder into DATA_DIR.
// Refuses a DATA_DIR that holds a database unless --force (the old one is kept aside), and
// refuses while a server runs on it (the data folder's lock).
import { ConfigError, getConfig } from "@/lib/server/config";
import { restorePglite, RestoreTargetNotEmptyError } from "@/lib/server/db/backup";
import { DataDirLockedError } from "@/lib/server/db/lock";

async function main() {
  const args = process.argv.slice(2);
  const folder = args.find((a) => !a.startsWith("--"));
  if (!folder) throw new ConfigError("Usage: npm run db:restore -- <backup folder> [--force]");
  const config = getConfig();
  if (config.databaseUrl) throw new ConfigError("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md, \"Backups\").");
  await restorePglite(folder, config.dataDir, { force: args.includes("--force") });
  console.log(`Restored ${folder} into ${config.dataDir}. Start the server.`);
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof RestoreTargetNotEmptyError;
  console.error(known ? error.message : error);
  process.exit(1);
});
