import { sql } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { describeWithLimiterRedis } from "@/test/redis";
import { forgetConfig } from "@/lib/server/config";
import { forgetAuthSecret } from "@/lib/server/auth/keys";
import { LIMIT_RULES, RateLimitedError, RateLimitStoreError, consumeLimit, forgetLimiters, pruneRateLimits, refundLimit } from "@/lib/server/ratelimit";

// The one rate-limit mechanism, on its two stores: the database (PGlite, PostgreSQL under
// test:pg) and a real redis-server when REDIS_URL is set. A new limiter object plays a second
// instance: the count is in the store, not in the process.
let t: TestDatabase;
const saved = { ...process.env };

beforeAll(async () => {
  t = await createTestDatabase({ seed: false });
  forgetAuthSecret();
});
afterAll(async () => {
  process.env = saved;
  forgetConfig();
  await forgetLimiters();
  await t.cleanup();
});

async function exhaust(value: string, points: number) {
  for (let i = 0; i < points; i += 1) await consumeLimit("otp-phone", value, t.handle.db);
  return consumeLimit("otp-phone", value, t.handle.db).catch((e: unknown) => e);
}

describe("rate limits in the database", () => {
  it("allows the rule's points, then answers a RateLimitedError with the wait in seconds and words", async () => {
    const error = await exhaust("+919876511111", LIMIT_RULES["otp-phone"].points);
    expect(error).toBeInstanceOf(RateLimitedError);
    const limited = error as RateLimitedError;
    expect(limited.retryAfterSeconds).toBeGreaterThan(3500);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(limited.message).toBe("Too many codes have been sent to this number. Please try again in 60 minutes.");
    // Another phone is counted apart.
    await expect(consumeLimit("otp-phone", "+919876522222", t.handle.db)).resolves.toBeUndefined();
  });

  it("holds across instances: a fresh limiter sees the count already in the store", async () => {
    for (let i = 0; i < LIMIT_RULES["otp-phone"].points; i += 1) await consumeLimit("otp-phone", "+919876533333", t.handle.db);
    await forgetLimiters();
    await expect(consumeLimit("otp-phone", "+919876533333", t.handle.db)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("gives a point back with refundLimit", async () => {
    const points = LIMIT_RULES["otp-phone"].points;
    for (let i = 0; i < points; i += 1) await consumeLimit("otp-phone", "+919876544444", t.handle.db);
    await refundLimit("otp-phone", "+919876544444", t.handle.db);
    await expect(consumeLimit("otp-phone", "+919876544444", t.handle.db)).resolves.toBeUndefined();
    await expect(consumeLimit("otp-phone", "+919876544444", t.handle.db)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it("stores keyed hashes, never the phone number or the address itself", async () => {
    await consumeLimit("otp-client", "203.0.113.77", t.handle.db);
    const rows = await t.handle.db.execute(sql`select * from rate_limits`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain("9876511111");
    expect(dump).not.toContain("203.0.113.77");
  });

  it("the hourly job deletes counters whose window ended over an hour ago and keeps the others (the limiters keep no cleanup timer of their own, which outlived a closed database)", async () => {
    await t.handle.db.execute(sql`insert into rate_limits (key, points, expire) values ('old-window', 3, now() - interval '2 hours'), ('recent-window', 1, now() - interval '10 minutes')`);
    await consumeLimit("otp-client", "203.0.113.78", t.handle.db);
    expect(await pruneRateLimits(t.handle.db, new Date())).toBe(1);
    const keys = (await t.handle.db.execute<{ key: string }>(sql`select key from rate_limits`)).rows.map((r) => r.key);
    expect(keys).toContain("recent-window");
    expect(keys).not.toContain("old-window");
    expect(keys.length).toBeGreaterThan(1);
  });
});

describeWithLimiterRedis("rate limits in Redis (REDIS_URL)", (redisOf) => {

  it("counts in Redis across instances and not in the database; the first call after a start waits for the connection instead of answering 503", async () => {
    const before = await t.handle.db.execute(sql`select count(*)::int as n from rate_limits`);
    for (let i = 0; i < LIMIT_RULES["otp-phone"].points; i += 1) await consumeLimit("otp-phone", "+919876555555", t.handle.db);
    await forgetLimiters();
    const error = await consumeLimit("otp-phone", "+919876555555", t.handle.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    const after = await t.handle.db.execute(sql`select count(*)::int as n from rate_limits`);
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    const { createClient } = await import("@redis/client");
    const client = createClient({ url: redisOf().url });
    await client.connect();
    const keys = await client.keys("hospital:rl:otp-phone*");
    await client.destroy();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(" ")).not.toContain("9876555555");
  });

  it("keeps answering and keeps limiting when Redis stops mid-way: the insurance limiter counts meanwhile, no RateLimitStoreError (503)", async () => {
    await consumeLimit("otp-phone", "+919876566666", t.handle.db);
    await redisOf().stop();
    // Give the client a moment to see the closed connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const points = LIMIT_RULES["otp-phone"].points;
    for (let i = 0; i < points; i += 1) await expect(consumeLimit("otp-phone", "+919876577777", t.handle.db)).resolves.toBeUndefined();
    const error = await consumeLimit("otp-phone", "+919876577777", t.handle.db).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).not.toBeInstanceOf(RateLimitStoreError);
    // Another phone is still counted apart.
    await expect(consumeLimit("otp-phone", "+919876588888", t.handle.db)).resolves.toBeUndefined();
  });

  it("with Redis never reachable (a closed port), limits are still counted, and a shared one (a proof of work spent) holds across instances in the database", async () => {
    process.env.REDIS_URL = "redis://127.0.0.1:1/0";
    forgetConfig();
    await forgetLimiters();
    await expect(consumeLimit("otp-phone", "+919876599999", t.handle.db)).resolves.toBeUndefined();
    for (let i = 1; i < LIMIT_RULES["otp-phone"].points; i += 1) await consumeLimit("otp-phone", "+919876599999", t.handle.db);
    await expect(consumeLimit("otp-phone", "+919876599999", t.handle.db)).rejects.toBeInstanceOf(RateLimitedError);
    await consumeLimit("pow-used", "solution-1", t.handle.db);
    // Another instance (its limiters made afresh, nothing in its memory) still finds it spent.
    await forgetLimiters();
    await expect(consumeLimit("pow-used", "solution-1", t.handle.db)).rejects.toBeInstanceOf(RateLimitedError);
    expect(LIMIT_RULES["pow-used"].shared).toBe(true);
  });
});

describe("a limiter whose store fails", () => {
  afterEach(() => jest.restoreAllMocks());

  it("refuses by default, and lets a call through with onStoreFailure: allow", async () => {
    const { RateLimiterDrizzle } = await import("rate-limiter-flexible");
    jest.spyOn(RateLimiterDrizzle.prototype, "consume").mockRejectedValue(new Error("the store is down"));
    await forgetLimiters();
    await expect(consumeLimit("booking-client", "203.0.113.90", t.handle.db)).rejects.toThrow("the store is down");
    await expect(consumeLimit("booking-client", "203.0.113.90", t.handle.db, { onStoreFailure: "allow" })).resolves.toBeUndefined();
  });
});
