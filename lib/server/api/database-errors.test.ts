import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { Client, Pool } from "pg";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { openPglite } from "@/lib/server/db/client";
import { specialities } from "@/lib/server/db/schema";
import { classifyDbError } from "@/lib/server/db/errors";
import { ok, route } from "./route";

// What the route wrapper answers for the errors the real drivers throw through Drizzle, on
// PGlite (npm run test:unit) and on PostgreSQL (npm run test:pg). Nothing here is a
// hand-made error object: each case makes the database itself fail.

let testDb: TestDatabase;
let logged: string[];
let spies: jest.SpyInstance[];

beforeAll(async () => {
  testDb = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await testDb.cleanup();
});
beforeEach(() => {
  logged = [];
  const capture = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
  spies = [jest.spyOn(console, "error").mockImplementation(capture), jest.spyOn(console, "warn").mockImplementation(capture)];
});
afterEach(() => spies.forEach((spy) => spy.mockRestore()));

/** Runs `failing` inside a route handler, as a domain function would. */
const through = (failing: () => Promise<unknown>) =>
  call(
    route({}, async () => ok(await failing())),
    "/api/test",
    { json: {} },
  );

describe(`database errors through the route wrapper on ${testEngine()}`, () => {
  it("answers a unique violation (23505, a real DrizzleQueryError) with a neutral 409", async () => {
    const db = testDb.handle.db;
    await db.insert(specialities).values({ name: "Once", slug: "once-only" });
    const { status, body } = await through(() => db.insert(specialities).values({ name: "Twice", slug: "once-only" }));
    expect(status).toBe(409);
    expect(body).toEqual({ success: 0, message: "This conflicts with something that already exists. Reload the page and try again." });
  });

  it("logs the SQLSTATE, the constraint and the request id, never the query's parameters", async () => {
    const db = testDb.handle.db;
    const secret = "patient-asha-9876543210";
    await db.insert(specialities).values({ name: "Logged once", slug: secret });
    const { status, response } = await through(() => db.insert(specialities).values({ name: `${secret} again`, slug: secret }));
    expect(status).toBe(409);
    const output = logged.join("\n");
    expect(output).not.toContain(secret);
    expect(output).not.toMatch(/insert into|Failed query|params:/i);
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]);
    expect(line).toMatchObject({
      event: "db_conflict",
      requestId: response.headers.get("x-request-id"),
      route: "POST /api/test",
      sqlstate: "23505",
      constraint: "specialities_slug_unique",
      table: "specialities",
      status: 409,
    });
    expect(line.errorClass).toMatch(/^DrizzleQueryError > /);
  });

  it("answers a value a check constraint refuses (23514, an upper-case slug) with 400, not 500", async () => {
    const db = testDb.handle.db;
    const { status } = await through(() => db.insert(specialities).values({ name: "Shouting", slug: "SHOUTING" }));
    expect(status).toBe(400);
    expect(JSON.parse(logged[0])).toMatchObject({ sqlstate: "23514", constraint: "specialities_slug_check", status: 400 });
  });

  it("answers a NUL byte that reaches the database (22021, on PGlite too) with 400, not 500", async () => {
    const db = testDb.handle.db;
    const { status, body } = await through(() => db.execute(sql`select ${"a\u0000b"}::text as t`));
    expect(status).toBe(400);
    expect(body.message).toMatch(/cannot be used/);
    expect(JSON.parse(logged[0])).toMatchObject({ sqlstate: "22021", status: 400 });
  });

  it.each([
    ["22P02 invalid text representation", "not-a-uuid", sql`uuid`],
    ["22003 numeric value out of range", "99999999999", sql`int`],
    ["22008 date out of range", "2026-02-30", sql`date`],
    // An assignment, not a cast (a cast to varchar(3) truncates quietly).
    ["22001 string too long", "too long", sql`varchar(3)`],
  ])("answers %s with 400 and logs no value", async (name, value, type) => {
    const db = testDb.handle.db;
    const { status } = await through(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table typed_value (v ${type}) on commit drop`);
        await tx.execute(sql`insert into typed_value values (${value})`);
      }),
    );
    expect(status).toBe(400);
    expect(JSON.parse(logged[0]).sqlstate).toBe(name.slice(0, 5));
    expect(logged.join("\n")).not.toContain(value);
  });

  it("answers a closed database with 503 and Retry-After", async () => {
    if (testEngine() === "pglite") {
      const closed = await openPglite();
      await closed.close();
      const { status, response, body } = await through(() => closed.db.execute(sql`select 1`));
      expect(status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(body.message).toMatch(/temporarily unavailable/);
    } else {
      const pool = new Pool({ connectionString: process.env.TEST_PG_URL });
      await pool.end();
      const { status } = await through(() => drizzle(pool).execute(sql`select 1`));
      expect(status).toBe(503);
    }
  });

  it("answers a refused connection (a real ECONNREFUSED from pg) with 503 and logs the system code", async () => {
    const pool = new Pool({ connectionString: "postgres://postgres@127.0.0.1:1/none", connectionTimeoutMillis: 2000 });
    try {
      const { status, response } = await through(() => drizzle(pool).execute(sql`select ${"hidden-value"}::text`));
      expect(status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(JSON.parse(logged[0])).toMatchObject({ event: "db_unavailable", systemCode: "ECONNREFUSED" });
      expect(logged.join("\n")).not.toContain("hidden-value");
    } finally {
      await pool.end();
    }
  });

  it("answers any other database error with a 500 that quotes the request id", async () => {
    const db = testDb.handle.db;
    const { status, body, response } = await through(() => db.execute(sql`select * from no_such_table`));
    expect(status).toBe(500);
    expect(body.message).toContain(`(reference: ${response.headers.get("x-request-id")})`);
    expect(JSON.parse(logged[0])).toMatchObject({ sqlstate: "42P01", event: "unexpected_error" });
  });
});

const describeOnPostgres = testEngine() === "postgres" ? describe : describe.skip;

describeOnPostgres("a PostgreSQL connection the server ends", () => {
  it("answers a query cut off by pg_terminate_backend (57P01) with 503", async () => {
    const url = new URL(process.env.TEST_PG_URL!);
    const client = new Client({ connectionString: url.toString() });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
    client.on("error", () => undefined);
    const db = drizzle(client);
    const admin = new Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    try {
      const pending = through(() => db.execute(sql`select pg_sleep(5)`));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query("select pg_terminate_backend($1)", [rows[0].pid]);
      const { status, response } = await pending;
      expect(status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
    } finally {
      await admin.end();
      await client.end().catch(() => undefined);
    }
  });
});

describe("classifyDbError", () => {
  it("is null for errors that did not come from the database", () => {
    expect(classifyDbError(new Error("plain"))).toBeNull();
    expect(classifyDbError(new TypeError("x is undefined"))).toBeNull();
    expect(classifyDbError("text")).toBeNull();
  });
});
