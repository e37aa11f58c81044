import "server-only";
import { getConfig, type AppConfig } from "../config";
import { openPglite, openPostgres, type DatabaseHandle, type Db } from "./client";
import { seedIfEmpty } from "./seed";

import type { Executor } from "./executor";

export type { Db, DatabaseHandle } from "./client";
export type { Executor, Transaction } from "./executor";

class BuildTimeDatabaseError extends Error {
  constructor() {
    super("The database must not be opened while `next build` runs: read it only in pages rendered per request.");
    this.name = "BuildTimeDatabaseError";
  }
}

interface DbGlobal {
  __hospitalDatabase?: Promise<DatabaseHandle>;
  __hospitalShutdownHooks?: boolean;
}
// Kept on globalThis: instrumentation, pages and route handlers are separate bundles
// that must share one PGlite instance (one process, one connection).
const store = globalThis as DbGlobal;

/** Opens the configured engine, applies migrations and, when enabled, seeds an empty database. */
async function openConfiguredDatabase(config: AppConfig = getConfig()): Promise<DatabaseHandle> {
  if (config.isBuild) throw new BuildTimeDatabaseError();
  const handle = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
  try {
    await handle.exclusively(async () => {
      await handle.migrate();
      if (config.seedOnStart) await seedIfEmpty(handle.db);
    });
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/** The shared database, opened once; a failed open is not kept, so the next call retries. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!store.__hospitalDatabase) {
    const opening = openConfiguredDatabase();
    store.__hospitalDatabase = opening;
    opening.catch(() => {
      if (store.__hospitalDatabase === opening) store.__hospitalDatabase = undefined;
    });
  }
  return store.__hospitalDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * A domain function bound to the shared database: `withDb(listX)(args)` is
 * `listX(await getDb(), args)`. For cached page reads, whose arguments are the cache key.
 */
export function withDb<A extends unknown[], R>(fn: (db: Executor, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => fn(await getDb(), ...args);
}

/**
 * Tests install their own database (fresh PGlite or a throwaway PostgreSQL database).
 * @internal
 */
export function setDatabase(handle: DatabaseHandle | null): void {
  store.__hospitalDatabase = handle ? Promise.resolve(handle) : undefined;
}

async function closeDatabase(): Promise<void> {
  const current = store.__hospitalDatabase;
  store.__hospitalDatabase = undefined;
  if (current) await (await current.catch(() => null))?.close();
}

/** Close the database cleanly on SIGTERM/SIGINT so PGlite checkpoints and the lock is released. */
export function installShutdownHooks(): void {
  if (store.__hospitalShutdownHooks) return;
  store.__hospitalShutdownHooks = true;
  const onSignal = (signal: NodeJS.Signals) => {
    closeDatabase()
      .catch((error) => console.error(`[db] error while closing on ${signal}:`, error))
      .finally(() => {
        // Next's own handler exits too; exit here as well in case it is disabled.
        process.exit(signal === "SIGINT" ? 130 : 143);
      });
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
}
