import { getDb } from "@/lib/server/db";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { shortLinks } from "../db/schema";
import { followShortLink, getShortLink, peekShortLink } from "@/test/short-links";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const hits = async (id: string) => (await getShortLink(await getDb(), id))!.hitCount;

describe(`short links on ${testEngine()}: a visit counts, a look does not`, () => {
  it("follows a link and counts the visit", async () => {
    const before = await hits("cardio");
    expect(await followShortLink(await getDb(), "cardio")).toBe("/specialities/cardiology");
    expect(await hits("cardio")).toBe(before + 1);
  });

  it("peeks at a link (HEAD, prefetch) with the same answer and without counting", async () => {
    const before = await hits("cardio");
    expect(await peekShortLink(await getDb(), "cardio")).toBe("/specialities/cardiology");
    expect(await peekShortLink(await getDb(), "cardio")).toBe("/specialities/cardiology");
    expect(await hits("cardio")).toBe(before);
  });

  it("peeks the same nulls as it follows: unknown, malformed, expired", async () => {
    for (const id of ["no-such-link", "../etc/passwd", "a%00b", "", "x".repeat(65), "flu2025"]) {
      expect(await peekShortLink(await getDb(), id)).toBeNull();
      expect(await followShortLink(await getDb(), id)).toBeNull();
    }
    expect(await hits("flu2025")).toBe(0);
  });

  it("honours the expiry when peeking", async () => {
    await testDb.handle.db.insert(shortLinks).values({ id: "peek-soon", target: "/gallery", expiresAt: new Date(Date.now() + 60_000) });
    expect(await peekShortLink(await getDb(), "peek-soon")).toBe("/gallery");
    expect(await peekShortLink(await getDb(), "peek-soon", new Date(Date.now() + 120_000))).toBeNull();
    expect(await hits("peek-soon")).toBe(0);
  });

  it("finds a link whatever the case of its address (regression: /p/CARDIO was a 404 while the console refused CARDIO as taken), the exact one first", async () => {
    const before = await hits("cardio");
    expect(await followShortLink(await getDb(), "CARDIO")).toBe("/specialities/cardiology");
    expect(await peekShortLink(await getDb(), "Cardio")).toBe("/specialities/cardiology");
    expect(await hits("cardio")).toBe(before + 1);
    await testDb.handle.db.insert(shortLinks).values([
      { id: "Case-Twin", target: "/gallery" },
      { id: "case-twin", target: "/news" },
    ]);
    expect(await peekShortLink(await getDb(), "Case-Twin")).toBe("/gallery");
    expect(await peekShortLink(await getDb(), "case-twin")).toBe("/news");
    expect(await followShortLink(await getDb(), "FLU2025")).toBeNull();
  });
});
