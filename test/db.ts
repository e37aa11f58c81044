import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openPglite, openPostgres, type DatabaseHandle } from "@/lib/server/db/client";
import { setDatabase } from "@/lib/server/db";
import { seedDatabase } from "@/lib/server/db/seed";

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default,
 * or a throwaway PostgreSQL database under `npm run test:pg` (TEST_DB_ENGINE=postgres, with
 * TEST_PG_URL the admin connection string).
 * It is installed as the app's shared database, so domain functions and route handlers use it.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  engine: "pglite" | "postgres";
  cleanup(): Promise<void>;
}

/** PostgreSQL only inside `npm run test:pg`, which sets TEST_DB_ENGINE; everything else runs on PGlite. */
export const testEngine = (): "pglite" | "postgres" => (process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite");

export async function createTestDatabase({ seed = true }: { seed?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = testEngine() === "postgres" ? process.env.TEST_PG_URL : undefined;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (adminUrl) {
    const name = `${process.env.TEST_DB_PREFIX ?? "hospital_test_"}${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = await openPostgres(url.toString());
    dropDatabase = async () => {
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    handle = await openPglite();
  }
  await handle.migrate();
  if (seed) await seedDatabase(handle.db);
  setDatabase(handle);
  return {
    handle,
    engine: handle.engine,
    async cleanup() {
      setDatabase(null);
      await handle.close();
      await dropDatabase();
    },
  };
}
