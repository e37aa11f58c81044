import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Client } from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/server/db/client";
import { setDatabase } from "@/lib/server/db";
import { seedDatabase } from "@/lib/server/db/seed";

/**
 * A fresh, migrated and (by default) seeded database for one test file: in-memory PGlite, or a
 * throwaway PostgreSQL database in the server-pg project (TEST_DB_ENGINE=postgres, with
 * TEST_PG_URL the admin connection string and TEST_DB_PREFIX this run's database prefix).
 * It is installed as the app's shared database, so domain functions and route handlers use it.
 *
 * Migrating and seeding happen once per run and engine, not once per file: the first file to
 * ask builds a template (PGlite: an archive of the data folder in TEST_TEMPLATE_DIR, which
 * test/jest-global-setup.mjs makes for the run; PostgreSQL: a database named with the run's
 * prefix), and every file starts from a copy of it (`loadDataDir`; `CREATE DATABASE ... TEMPLATE`).
 * Each file still gets a database of its own that no other file sees.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  engine: "pglite" | "postgres";
  cleanup(): Promise<void>;
}

/** PostgreSQL only in the server-pg project (test/setup-postgres.ts sets TEST_DB_ENGINE); everything else runs on PGlite. */
export const testEngine = (): "pglite" | "postgres" => (process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite");

type Template = "seeded" | "migrated";

export async function createTestDatabase({ seed = true }: { seed?: boolean } = {}): Promise<TestDatabase> {
  const template: Template = seed ? "seeded" : "migrated";
  const adminUrl = testEngine() === "postgres" ? process.env.TEST_PG_URL : undefined;
  const { handle, drop } = adminUrl ? await postgresCopy(adminUrl, template) : { handle: await pgliteCopy(template), drop: async () => {} };
  setDatabase(handle);
  return {
    handle,
    engine: handle.engine,
    async cleanup() {
      setDatabase(null);
      await handle.close();
      await drop();
    },
  };
}

/** Migrates, and seeds a "seeded" template: what every test database starts from. */
async function fill(handle: DatabaseHandle, template: Template): Promise<void> {
  await handle.migrate();
  if (template === "seeded") await seedDatabase(handle.db);
}

// ---------------------------------------------------------------- PGlite

/** A setting the run makes (jest's global setup, scripts/jest.ts), or a clear error naming it. */
function runSetting(name: "TEST_TEMPLATE_DIR" | "TEST_DB_PREFIX"): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with npm run test:jest, test:unit or test:pg (jest.config.mjs and scripts/jest.ts set it).`);
  return value;
}

async function pgliteCopy(template: Template): Promise<DatabaseHandle> {
  const archive = await buildOnce(path.join(runSetting("TEST_TEMPLATE_DIR"), `pglite-${template}.tar`), async () => {
    const builder = await openPglite();
    try {
      await fill(builder, template);
      return Buffer.from(await (await builder.dumpDataDir()).arrayBuffer());
    } finally {
      await builder.close();
    }
  });
  return openPglite({ loadDataDir: new Blob([new Uint8Array(archive)]) });
}

const BUILD_WAIT_MS = 120_000;

/**
 * The bytes of `file`, built by whichever worker asks first: it takes `<file>.lock` (created
 * exclusively), builds, and renames the finished file into place; the others wait for it.
 */
async function buildOnce(file: string, build: () => Promise<Buffer>): Promise<Buffer> {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    if (fs.existsSync(file)) return fs.readFileSync(file);
    let fd: number | null = null;
    try {
      fd = fs.openSync(lock, "wx");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (fd === null) {
      if (Date.now() - started > BUILD_WAIT_MS) throw new Error(`Waited ${BUILD_WAIT_MS / 1000} s for another jest worker to build ${file} (its lock ${lock} is still there).`);
      await sleep(50);
      continue;
    }
    try {
      const bytes = await build();
      fs.writeFileSync(`${file}.part`, bytes);
      fs.renameSync(`${file}.part`, file);
      return bytes;
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

// ---------------------------------------------------------------- PostgreSQL

/** Any fixed 64-bit number: serialises the building of this run's templates across workers. */
const TEMPLATE_LOCK_KEY = 7_302_118_245_777;

async function withAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresCopy(adminUrl: string, template: Template): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const runPrefix = runSetting("TEST_DB_PREFIX");
  const name = `${runPrefix}${process.pid}_${randomBytes(4).toString("hex")}`;
  const templateName = `${runPrefix}template_${template}`;
  await withAdmin(adminUrl, async (admin) => {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
    try {
      const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [templateName]);
      if (!rowCount) {
        await admin.query(`CREATE DATABASE "${templateName}"`);
        const builder = await openPostgres(databaseUrl(adminUrl, templateName));
        try {
          await fill(builder, template);
        } finally {
          // A template is copied only while nobody is connected to it.
          await builder.close();
        }
      }
    } finally {
      await admin.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
    }
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  });
  const handle = await openPostgres(databaseUrl(adminUrl, name));
  return {
    handle,
    drop: () => withAdmin(adminUrl, async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}
