import "server-only";
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
    const cache = config.redisUrl ? "Redis (REDIS_URL), shared by every instance" : `this process's memory (${config.pageCacheMemoryBytes / 1048576} MB at most)`;
    console.log(`[cache] cached pages and reads live in ${cache}`);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
    } else {
      console.error("\n[db] The database could not be opened:", error, "\n");
    }
    process.exit(1);
  }
}
