import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { specialities } from "./db/schema";
import { getFooter } from "./compose/footer";
import { countActiveSpecialities } from "./specialities";
import { getContactSettings, putSetting, resetSettingReports } from "./settings";
import type { Db } from "./db";

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.handle.db;
});
afterAll(async () => {
  await testDb.cleanup();
});

class Rollback extends Error {}

describe(`domain functions on one executor (${testEngine()})`, () => {
  it("share a caller's transaction: writes and reads of several domains see each other and roll back together", async () => {
    resetSettingReports();
    const contactBefore = await getContactSettings(db);
    const countBefore = await countActiveSpecialities(db);
    const footerBefore = await getFooter(db);
    const moved = { ...contactBefore, address: { ...contactBefore.address, streetAddress: "1 Test Lane" } };

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(specialities).values({ name: "Transaction Test Speciality", slug: "transaction-test", sortOrder: 999 });
        await putSetting(tx, "contact", moved);
        // Reads through the same transaction see both uncommitted writes, across domains.
        expect(await countActiveSpecialities(tx)).toBe(countBefore + 1);
        expect((await getContactSettings(tx)).address.streetAddress).toBe("1 Test Lane");
        const footer = await getFooter(tx);
        expect(footer.contactInfo.generalContact.address.value).toContain("1 Test Lane");
        expect(footer.companyInfo.description).toContain(`${countBefore + 1} specialities`);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);

    // Both writes were undone as one.
    expect(await countActiveSpecialities(db)).toBe(countBefore);
    expect(await db.$count(specialities, eq(specialities.slug, "transaction-test"))).toBe(0);
    expect(await getContactSettings(db)).toEqual(contactBefore);
    expect(await getFooter(db)).toEqual(footerBefore);
  });

  it("refuses to store a setting its schema rejects", async () => {
    await expect(putSetting(db, "contact", { address: "14 Riverside Road" })).rejects.toThrow();
  });
});
