import { getDb } from "@/lib/server/db";
import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { shortLinks } from "./db/schema";
import { isSafeTarget } from "./shorturls";
import { followShortLink, getShortLink } from "@/test/short-links";
import { getSpecialityRowByName, listSpecialitiesV2 } from "./specialities";
import { seedDatabase, seedIfEmpty } from "./db/seed";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

describe(`domain on ${testEngine()}`, () => {
  describe("short links", () => {
    it("resolves a stored link and counts each visit once", async () => {
      const before = (await getShortLink(await getDb(), "doctors"))!.hitCount;
      expect(await followShortLink(await getDb(), "doctors")).toBe("/doctorList");
      expect(await followShortLink(await getDb(), "doctors")).toBe("/doctorList");
      expect((await getShortLink(await getDb(), "doctors"))!.hitCount).toBe(before + 2);
    });

    it("counts concurrent visits without losing any", async () => {
      const before = (await getShortLink(await getDb(), "book"))!.hitCount;
      const db = await getDb();
      await Promise.all(Array.from({ length: 10 }, () => followShortLink(db, "book")));
      expect((await getShortLink(await getDb(), "book"))!.hitCount).toBe(before + 10);
    });

    it("gives null for an unknown, malformed or expired id and does not count it", async () => {
      expect(await followShortLink(await getDb(), "no-such-link")).toBeNull();
      expect(await followShortLink(await getDb(), "../etc/passwd")).toBeNull();
      expect(await followShortLink(await getDb(), "flu2025")).toBeNull();
      expect((await getShortLink(await getDb(), "flu2025"))!.hitCount).toBe(0);
    });

    it("honours an expiry in the future", async () => {
      await testDb.handle.db.insert(shortLinks).values({ id: "soon", target: "/gallery", expiresAt: new Date(Date.now() + 60_000) });
      expect(await followShortLink(await getDb(), "soon")).toBe("/gallery");
      expect(await followShortLink(await getDb(), "soon", new Date(Date.now() + 120_000))).toBeNull();
    });

    it("refuses to redirect to a protocol-relative or non-http target", async () => {
      await testDb.handle.db.insert(shortLinks).values([
        { id: "evil1", target: "//evil.example/x" },
        { id: "evil2", target: "javascript:alert(1)" },
      ]);
      expect(await followShortLink(await getDb(), "evil1")).toBeNull();
      expect(await followShortLink(await getDb(), "evil2")).toBeNull();
      expect(isSafeTarget("https://example.org/a")).toBe(true);
      await testDb.handle.db.delete(shortLinks).where(eq(shortLinks.id, "evil1"));
    });
  });

  describe("specialities", () => {
    it("finds a speciality by its url slug and, without one, by its id", async () => {
      const all = await listSpecialitiesV2(testDb.handle.db);
      const withSlug = all.find((s) => s.specialityUrl)!;
      expect((await getSpecialityRowByName(testDb.handle.db, withSlug.specialityUrl!))?.id).toBe(withSlug._id);
      const withoutSlug = all.find((s) => !s.specialityUrl)!;
      expect(withoutSlug).toBeDefined();
      expect((await getSpecialityRowByName(testDb.handle.db, withoutSlug._id))?.id).toBe(withoutSlug._id);
      expect(await getSpecialityRowByName(testDb.handle.db, "no-such-speciality")).toBeNull();
    });
  });

  describe("seed", () => {
    it("is idempotent and does not refill a database seeded before", async () => {
      const count = (await listSpecialitiesV2(testDb.handle.db)).length;
      await seedDatabase(testDb.handle.db);
      expect((await listSpecialitiesV2(testDb.handle.db)).length).toBe(count);
      expect(await seedIfEmpty(testDb.handle.db)).toBe(false);
    });
  });
});
