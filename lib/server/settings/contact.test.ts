import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { postalAddressText } from "@/lib/contracts/contact";
import { hospitalJsonLd } from "@/lib/structured-data";
import { getFooter } from "../compose/footer";
import { getContactSettings, putSetting } from ".";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const jsonLdFor = (address: Awaited<ReturnType<typeof getContactSettings>>["address"]) =>
  hospitalJsonLd({ siteUrl: "https://h.example", name: "H", emergencyPhone: "1", logoPath: "/l.svg", specialities: [], address });

describe(`the hospital's address on ${testEngine()}`, () => {
  it("is one stored setting: the footer shows and the structured data states the same address, and both follow a change", async () => {
    const db = testDb.handle.db;
    const before = await getContactSettings(db);
    const check = async (street: string) => {
      const contact = await getContactSettings(db);
      const footer = await getFooter(db);
      expect(footer.contactInfo.generalContact.address.value).toBe(postalAddressText(contact.address));
      expect(footer.contactInfo.generalContact.address.value).toContain(street);
      expect(jsonLdFor(contact.address).address).toMatchObject({ "@type": "PostalAddress", streetAddress: street });
      expect(footer.contactInfo.generalContact.phone.value).toBe(contact.phone);
    };
    await check("14 Riverside Road, Baner");
    try {
      await putSetting(db, "contact", { ...before, address: { ...before.address, streetAddress: "2 Hill Road" } });
      await check("2 Hill Road");
    } finally {
      await putSetting(db, "contact", before);
    }
  });
});
