import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { TRANSLATED_LOCALES } from "@/lib/i18n/locales";
import { getHomepageIn, getHomepageV2 } from "../compose/homepage";
import { getAboutIn, getContactPageIn, getLegalPageIn } from "../content/pages";
import { features } from "../db/schema";
import { getSetting, getSettingIn, putSetting } from "../settings";
import { sourceHash } from ".";
import { TRANSLATED_SETTING_NAMES as TRANSLATED_SETTINGS } from "@/lib/contracts/collections";

// The demo's Marathi and Hindi of the hospital's own pages (lib/server/db/seed/translations.ts),
// read as the pages read them: current while the English is the one they were written from.

const demo = (locale: string, file: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), "lib/server/db/seed/content/translations", locale, file), "utf8"));

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

describe(`the pages' settings in Marathi and Hindi, on ${testEngine()}`, () => {
  it.each(TRANSLATED_LOCALES)("every seeded page setting is current in %s", async (locale) => {
    const db = testDb.handle.db;
    for (const key of TRANSLATED_SETTINGS) {
      const english = await getSetting(db, key);
      const localized = await getSettingIn(db, key, locale);
      expect({ key, outOfDate: localized.outOfDate, missing: localized.missing }).toEqual({ key, outOfDate: [], missing: [] });
      expect(localized.value).not.toEqual(english);
    }
  });

  it("gives the about page in Marathi, and English untouched", async () => {
    const db = testDb.handle.db;
    const marathi = demo("mr", "about.json");
    const about = await getAboutIn(db, "mr");
    expect(about.value.mission).toBe(marathi.mission);
    expect(about.value.history.map((h) => h.title)).toEqual(marathi.history.map((h: { title: string }) => h.title));
    expect(await getAboutIn(db, "en")).toEqual({ value: await getSetting(db, "about"), outOfDate: [], missing: [] });
  });

  it("gives Terms and Privacy in Marathi: the translated title and text, sanitised, dated as the English", async () => {
    const db = testDb.handle.db;
    const privacy = await getLegalPageIn(db, "privacy", "mr");
    const english = await getSetting(db, "privacy");
    expect(privacy.value.title).toBe("गोपनीयता सूचना");
    expect(privacy.value.lastUpdated).toBe(english.lastUpdated);
    expect(privacy.value.bodyHtml).toMatch(/<h2>[^<]*[\u0900-\u097F]/);
    expect(privacy.value.bodyHtml).not.toMatch(/<script|\son\w+=/i);
    expect((await getLegalPageIn(db, "terms", "mr")).value.title).toBe(demo("mr", "legal.json").terms.title);
  });

  it("gives the contact page's own details in Marathi, the address, phone and e-mail as stored", async () => {
    const db = testDb.handle.db;
    const [page, english] = await Promise.all([getContactPageIn(db, "mr"), getContactPageIn(db, "en")]);
    expect(page.value.subjects).toEqual(demo("mr", "contact-page.json").subjects);
    expect(page.value.subjects).toHaveLength(english.value.subjects.length);
    expect(page.value.departments[0].phone).toBe(english.value.departments[0].phone);
    expect(page.value.address).toEqual(english.value.address);
    expect(page.value.phone).toBe(english.value.phone);
  });

  it("gives the home page in Marathi: its blocks, tiles and figures translated with the figures filled from the data, its lists in Marathi", async () => {
    const db = testDb.handle.db;
    const marathi = demo("mr", "home.json");
    const [{ home, english }, englishHome] = await Promise.all([getHomepageIn(db, "mr"), getHomepageV2(db)]);
    expect(english).toEqual({ blocks: false, features: [], statistics: [] });
    expect(home.hero.title).toBe(marathi.homepage.hero.title);
    expect(home.hero.subtitle).toBe(marathi.homepage.hero.subtitle.replace("{specialityCount}", String(englishHome.specialities.length > 0 ? englishHome.statistics.find((s) => s.label === "Specialities")?.value : 0)));
    expect(home.features.map((f) => f.title)).toContain(marathi.features.find((f: { key: string }) => f.key === "specialists").title.replace("{doctorCount}", String(englishHome.statistics.find((s) => s.label === "Specialist doctors")?.value)));
    expect(home.statistics.map((s) => s.label)).toEqual(marathi.statistics.map((s: { label: string }) => s.label));
    expect(home.statistics.map((s) => s.value)).toEqual(englishHome.statistics.map((s) => s.value));
    expect(home.specialities.map((s) => s._id)).toEqual(englishHome.specialities.map((s) => s._id));
    expect(home.specialities[0].specialityName).not.toBe(englishHome.specialities[0].specialityName);
    expect(home.featuredDoctors[0].name).not.toBe(englishHome.featuredDoctors[0].name);
    expect(home.featuredServices[0].serviceName).not.toBe(englishHome.featuredServices[0].serviceName);
    expect(await getHomepageIn(db, "en")).toEqual({ home: englishHome, english: { blocks: false, features: [], statistics: [] } });
  });

  it("shows the English of a setting whose English changed after it was translated, and says so, until the English is back", async () => {
    const db = testDb.handle.db;
    const before = await getSetting(db, "about");
    try {
      await putSetting(db, "about", { ...before, mission: `${before.mission} We also run a blood bank.` });
      const about = await getAboutIn(db, "mr");
      expect(about.outOfDate).toEqual(["value"]);
      expect(about.value).toEqual(await getSetting(db, "about"));
      // Hindi too: each language's translation was written from the same English.
      expect((await getAboutIn(db, "hi")).outOfDate).toEqual(["value"]);
    } finally {
      await putSetting(db, "about", before);
    }
    const restored = await getAboutIn(db, "mr");
    expect(restored.outOfDate).toEqual([]);
    expect(restored.value.mission).toBe(demo("mr", "about.json").mission);
  });

  it("shows a feature tile in English once its English changed, and names it", async () => {
    const db = testDb.handle.db;
    const [tile] = await db.select().from(features).where(eq(features.key, "icu"));
    try {
      await db.update(features).set({ title: "42-bed ICU" }).where(eq(features.id, tile.id));
      const { home, english } = await getHomepageIn(db, "mr");
      expect(english.features).toEqual([tile.id]);
      expect(home.features.find((f) => f._id === tile.id)?.title).toBe("42-bed ICU");
      expect(english.blocks).toBe(false);
    } finally {
      await db.update(features).set({ title: tile.title }).where(eq(features.id, tile.id));
    }
  });
});

describe("the hash of the English a translation was written from", () => {
  it("is of the value, whatever order its keys come back in (jsonb sorts them)", () => {
    expect(sourceHash({ q: "Why?", a: "Because." })).toBe(sourceHash({ a: "Because.", q: "Why?" }));
    expect(sourceHash([{ q: "Why?", a: "Because." }])).not.toBe(sourceHash([{ q: "Why?", a: "Because!" }]));
    expect(sourceHash("Cardiology")).toBe(sourceHash("Cardiology"));
  });
});
