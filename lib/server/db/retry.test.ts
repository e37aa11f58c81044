import { sql } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { classifyDbError } from "./errors";
import { retryDelayMs, TRANSACTION_ATTEMPTS } from "./retry";

// The transaction executor runs a transaction again when the database aborts it for its timing
// only (40001 serialization failure, 40P01 deadlock). The database itself raises the SQLSTATE
// here (RAISE ... USING ERRCODE), so the driver's and Drizzle's real error classes are what
// the retry reads. The real deadlock of racing holds is in lib/server/booking/holds.test.ts.
const raise = (sqlstate: string) => sql.raw(`do $$ begin raise exception 'timing' using errcode = '${sqlstate}'; end $$`);

describe(`transactions aborted for their timing are run again (${testEngine()})`, () => {
  let t: TestDatabase;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    t = await createTestDatabase({ seed: false });
  });
  afterAll(async () => t.cleanup());
  beforeEach(() => {
    warn = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it.each(["40P01", "40001"])("a transaction that fails once with %s runs again and its result is returned", async (sqlstate) => {
    let attempts = 0;
    const result = await t.handle.db.transaction(async (tx) => {
      attempts += 1;
      if (attempts === 1) await tx.execute(raise(sqlstate));
      const { rows } = await tx.execute<{ answer: number }>(sql`select 42 as answer`);
      return rows[0].answer;
    });
    expect(result).toBe(42);
    expect(attempts).toBe(2);
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([expect.objectContaining({ event: "db_transaction_retried", sqlstate })]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts with the database's error, which a route answers as 503 (busy), not 500`, async () => {
    let attempts = 0;
    const failure = await t.handle.db
      .transaction(async (tx) => {
        attempts += 1;
        await tx.execute(raise("40P01"));
      })
      .catch((error: unknown) => error);
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(classifyDbError(failure)).toMatchObject({ kind: "unavailable", sqlstate: "40P01" });
  });

  it("never runs again a transaction that failed for any other reason", async () => {
    let attempts = 0;
    const failure = await t.handle.db
      .transaction(async (tx) => {
        attempts += 1;
        await tx.execute(raise("23505"));
      })
      .catch((error: unknown) => error);
    expect(attempts).toBe(1);
    expect(classifyDbError(failure)).toMatchObject({ kind: "conflict", sqlstate: "23505" });
  });
});

describe("the retry's backoff", () => {
  it("waits a random time below 10 ms doubled per failed attempt (full jitter)", () => {
    expect(retryDelayMs(1, () => 0)).toBe(0);
    expect(retryDelayMs(1, () => 0.999)).toBeLessThan(10);
    expect(retryDelayMs(5, () => 0.999)).toBeLessThan(160);
    expect(retryDelayMs(5, () => 0.5)).toBe(80);
  });
});
