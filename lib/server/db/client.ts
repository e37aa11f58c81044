import "server-only";
import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import * as schema from "./schema";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { retryTransactions } from "./retry";

/** Both engines expose the same query builder; the PGlite one is typed as node-postgres. */
export type Db = NodePgDatabase<typeof schema>;
type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  readonly db: Db;
  readonly engine: Engine;
  /** Applies committed migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) while no other instance does: on
   * PostgreSQL several instances may start at once and would race to migrate and seed.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work on PostgreSQL (any fixed 64-bit number, unique to this app). */
const STARTUP_LOCK_KEY = 7_302_118_245_001;

const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib/server/db/migrations");
export const PGLITE_SUBDIR = "pglite";

// PGlite starts Postgres with -F (fsync off); drop it so a committed row survives a crash.
export const DURABLE_START_PARAMS = PGlite.defaultStartParams.filter((param) => param !== "-F");

/**
 * btree_gist: the bookings' exclusion constraint (doctor WITH =, time range WITH &&), migration 0004.
 * pg_trgm: the doctor name search's fuzzy match and its index, migration 0023.
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

export interface PgliteOptions {
  /** The app's data folder; PGlite keeps its files in `<dataDir>/pglite`. Omit for in-memory. */
  dataDir?: string;
  /** An in-memory database starts as a copy of this data folder archive (`dumpDataDir`). */
  loadDataDir?: Blob;
}

/** A PGlite handle can also archive its data folder (the test suite copies one seeded database per file). */
export interface PgliteHandle extends DatabaseHandle {
  dumpDataDir(): Promise<Blob>;
}

export async function openPglite({ dataDir, loadDataDir }: PgliteOptions = {}): Promise<PgliteHandle> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir) {
    lock = acquireDataDirLock(dataDir);
    try {
      const folder = path.join(dataDir, PGLITE_SUBDIR);
      fs.mkdirSync(folder, { recursive: true });
      client = await PGlite.create(folder, { startParams: DURABLE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir });
  }
  const db = retryTransactions(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    engine: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    // The folder lock already makes this process the only one.
    exclusively: (work) => work(),
    ping: () => ping(db),
    // Uncompressed: loading it is about twice as fast as a gzipped archive.
    dumpDataDir: async () => client.dumpDataDir("none"),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection that the server closes (a restart, a failover, an administrator's
  // pg_terminate_backend) is reported here and replaced on the next query. Without a
  // listener Node treats it as an uncaught error and the whole server stops.
  pool.on("error", (error) => {
    console.error(`[db] an idle PostgreSQL connection was closed by the server (it will be replaced): ${error.message}`);
  });
  // Fail fast with the real cause (bad host, bad credentials) rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = retryTransactions(drizzlePg(pool, { schema }));
  let closed = false;
  return {
    db,
    engine: "postgres",
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async exclusively(work) {
      // A session advisory lock on one connection, held for the whole start-up work: the next
      // instance waits, then finds the migrations applied and the data seeded.
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: () => ping(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
