import "server-only";
import fs from "node:fs";
import path from "node:path";
import { ConfigError, getConfig } from "./config";
import { getDatabase, installShutdownHooks } from "./db";
import { DataDirLockedError } from "./db/lock";

/**
 * Server start-up: validate the settings, take the data-folder lock, open the database,
 * migrate and seed. Any failure stops the process with a message naming the cause,
 * rather than serving pages that cannot work.
 */
export async function startServer(): Promise<void> {
  try {
    const config = getConfig();
    const started = Date.now();
    const handle = await getDatabase();
    installShutdownHooks();
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.dataDir}`;
    console.log(`[db] ${where} ready in ${Date.now() - started} ms (${handle.engine})`);
    if (clearDataCache(config.distDir)) console.log("[cache] cleared the previous run's cached reads");
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error("\n[db] The database could not be opened:", error, "\n");
    }
    process.exit(1);
  }
}

/**
 * Removes the cached database reads a previous run left in the build folder. Next.js keeps
 * them on disk across restarts, so after a redeploy, a restore or a change made while the
 * server was down, pages would show the old data for up to 5 minutes. Runs before the first
 * request. Returns whether there was anything to remove.
 */
export function clearDataCache(distDir: string): boolean {
  const folder = path.join(distDir, "cache", "fetch-cache");
  if (!fs.existsSync(folder)) return false;
  fs.rmSync(folder, { recursive: true, force: true });
  return true;
}
