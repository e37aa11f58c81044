import { Client } from "pg";
import { sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";

// PostgreSQL only: what happens to the server's pool when the database server closes its
// idle connections (a restart, a failover, pg_terminate_backend).
const describeOnPostgres = process.env.TEST_DB_ENGINE === "postgres" ? describe : describe.skip;

describeOnPostgres("the PostgreSQL pool", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  it("survives the server closing its idle connections and answers the next query", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const { db } = testDb.handle;
    // Several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    const { rows } = await db.execute<{ name: string }>(sql`select current_database() as name`);

    const admin = new Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    try {
      const terminated = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [rows[0].name]);
      expect(terminated.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The pool hears of each closed connection (before the listener, that was an uncaught
    // 'error' event: the process would have stopped).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("an idle PostgreSQL connection was closed by the server"));

    const after = await db.execute<{ one: number }>(sql`select 1 as one`);
    expect(after.rows[0].one).toBe(1);
    errors.mockRestore();
  });

  it("lets one instance at a time do start-up work (migrate, seed): two starting together never overlap", async () => {
    const { openPostgres } = await import("./client");
    const { rows } = await testDb.handle.db.execute<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.TEST_PG_URL!);
    url.pathname = `/${rows[0].name}`;
    const [one, two] = await Promise.all([openPostgres(url.toString()), openPostgres(url.toString())]);
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        events.push(`${name} end`);
      };
      await Promise.all([one.exclusively(work("a")), two.exclusively(work("b"))]);
      // Whichever went first finished before the other began.
      expect(events[1]).toBe(`${events[0].split(" ")[0]} end`);
      expect(events).toHaveLength(4);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
