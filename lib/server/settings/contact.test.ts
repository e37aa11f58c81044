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

describe(`a setting stored before its rules were tightened, on ${testEngine()}`, () => {
  it("still reads as stored (regression: a contact without a country code or e-mail read as the empty default), and the console's form shows it and names what a save must fix", async () => {
    const { eq } = await import("drizzle-orm");
    const { siteSettings } = await import("../db/schema");
    const { getRecord, saveRecord } = await import("../collections");
    const { staffMember } = await import("@/test/staff");
    const db = testDb.handle.db;
    const before = await getContactSettings(db);
    const loose = { address: { streetAddress: "14 Riverside Road", addressLocality: "Pune", addressRegion: "", postalCode: "", addressCountry: "" }, phone: "+91 20 6720 2000", email: "" };
    try {
      // As an earlier, looser write schema stored it.
      await db.update(siteSettings).set({ value: loose }).where(eq(siteSettings.key, "contact"));
      expect(await getContactSettings(db)).toMatchObject(loose);
      const form = await getRecord(db, "contact", null);
      expect(form.values).toMatchObject(loose);
      const { account } = await staffMember(db, "editor");
      await expect(saveRecord(db, "contact", { version: form.version, values: form.values }, { id: account.id, email: account.email, name: account.name, role: "editor" }, new Date())).rejects.toMatchObject({
        status: 400,
        errors: expect.arrayContaining([expect.objectContaining({ path: "values.address.addressCountry" }), expect.objectContaining({ path: "values.email" })]),
      });
      // A legal page with an impossible date still shows its text.
      await db.update(siteSettings).set({ value: { title: "Terms", lastUpdated: "2024-02-30", bodyHtml: "<p>Kept.</p>" } }).where(eq(siteSettings.key, "terms"));
      const { getSetting } = await import(".");
      expect(await getSetting(db, "terms")).toMatchObject({ bodyHtml: "<p>Kept.</p>" });
    } finally {
      await putSetting(db, "contact", before);
    }
  });
});

describe(`a footer stored before the link rule, on ${testEngine()}`, () => {
  it("keeps the footer, showing a link whose address breaks today's rule as plain text and leaving out such a social account (regression: the whole footer fell back to the default)", async () => {
    const { eq } = await import("drizzle-orm");
    const { siteSettings } = await import("../db/schema");
    const { getSetting } = await import(".");
    const db = testDb.handle.db;
    const before = await getSetting(db, "footer");
    const [section] = before.navigationSections;
    const stored = {
      ...before,
      companyInfo: { ...before.companyInfo, description: "Kept description." },
      navigationSections: [{ ...section, links: [{ ...section.links[0], label: "Old anchor", url: "#" }, ...section.links.slice(1)] }],
      socialMedia: { ...before.socialMedia, links: [{ ...before.socialMedia.links[0], url: "" }, ...before.socialMedia.links.slice(1)] },
    };
    try {
      await db.update(siteSettings).set({ value: stored }).where(eq(siteSettings.key, "footer"));
      const read = await getSetting(db, "footer");
      expect(read.companyInfo.description).toBe("Kept description.");
      expect(read.navigationSections[0].links[0]).toMatchObject({ label: "Old anchor", url: null });
      expect(read.socialMedia.links[0].url).toBe("");
      // A write (putSetting, under the console's save) still refuses it, naming the link.
      await expect(putSetting(db, "footer", stored)).rejects.toThrow(/must be an address on this site/);
    } finally {
      await putSetting(db, "footer", before);
    }
  });
});
