import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "@/test/db";
import { doctors, services, specialities } from "../db/schema";
import { listDoctors } from "../doctors";
import { getSpecialityPage } from "../compose/speciality-page";
import { getServiceV2BySlug } from "../compose/service-detail";
import { getServiceHierarchy } from "../services";
import { listSpecialitiesV2 } from "../specialities";
import { applyTranslations, saveTranslation, sourceHash } from ".";
import { localizeDoctors, localizeServiceHierarchy, localizeServiceV2Page, localizeSpecialities, localizeSpecialityPage } from "./localize";

// A record's Marathi and Hindi are shown while they translate the English of now; once the
// English changes, that field is shown in English (and reported) until its translation is redone.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.cleanup());

describe("a translation's source", () => {
  it("hashes the same English the same way whatever order an object's keys come in (jsonb reorders them)", () => {
    expect(sourceHash([{ q: "Why?", a: "Because." }])).toBe(sourceHash([{ a: "Because.", q: "Why?" }]));
    expect(sourceHash("Cardiology")).not.toBe(sourceHash("Cardiology "));
  });

  it("applies a current translation, and keeps the English of a field whose English changed or was never translated", () => {
    const rows = [
      { entity: "speciality", recordKey: "x", locale: "mr", field: "name", value: "हृदयरोग", sourceHash: sourceHash("Cardiology"), updatedAt: new Date(), updatedBy: null },
      { entity: "speciality", recordKey: "x", locale: "mr", field: "heroDescription", value: "जुने", sourceHash: sourceHash("Old line"), updatedAt: new Date(), updatedBy: null },
    ];
    const result = applyTranslations("speciality", { name: "Cardiology", heroDescription: "New line", overviewDescription: "Text", conditions: [] }, rows);
    expect(result.value).toEqual({ name: "हृदयरोग", heroDescription: "New line", overviewDescription: "Text", conditions: [] });
    expect(result.outOfDate).toEqual(["heroDescription"]);
    // An empty English has nothing to translate.
    expect(result.missing).toEqual(["overviewDescription"]);
  });
});

describe("the demo in Marathi and Hindi", () => {
  it("gives every speciality its Marathi and Hindi name, and English unchanged", async () => {
    const english = await listSpecialitiesV2(db.handle.db);
    const marathi = await localizeSpecialities(db.handle.db, "mr", english);
    const hindi = await localizeSpecialities(db.handle.db, "hi", english);
    expect(await localizeSpecialities(db.handle.db, "en", english)).toBe(english);
    for (const list of [marathi, hindi]) {
      expect(list).toHaveLength(english.length);
      for (const s of list) expect(s.specialityName).toMatch(/[\u0900-\u097F]/);
    }
    expect(marathi.find((s) => s.specialityUrl === "cardiology")?.specialityName).toContain("हृदयरोग");
  });

  it("names doctors in Devanagari with the language's title, their specialities too", async () => {
    const { doctors: page } = await listDoctors(db.handle.db, { name: "kulkarni", limit: 5 });
    const [doctor] = await localizeDoctors(db.handle.db, "mr", page);
    expect(doctor.fullName).toMatch(/^डॉ\. [\u0900-\u097F ]+$/);
    expect(doctor.specialities[0].specialityName).toMatch(/[\u0900-\u097F]/);
  });

  it("shows a speciality's overview in English, and says so, once its English has changed; a new translation makes it current again", async () => {
    const [row] = await db.handle.db.select().from(specialities).where(eq(specialities.slug, "neurology"));
    const changed = `${row.overviewDescription} The stroke unit now has a second thrombectomy suite.`;
    await db.handle.db.update(specialities).set({ overviewDescription: changed }).where(eq(specialities.id, row.id));
    const page = (await getSpecialityPage(db.handle.db, "neurology"))!;

    const stale = await localizeSpecialityPage(db.handle.db, "mr", page);
    expect(stale.english).toEqual(["overviewDescription"]);
    expect(stale.page.overview.description).toBe(changed);
    expect(stale.page.specialityName).toMatch(/[\u0900-\u097F]/);

    await saveTranslation(db.handle.db, { entity: "speciality", recordKey: row.id, locale: "mr", field: "overviewDescription", value: "नवीन मजकूर", english: changed });
    const fresh = await localizeSpecialityPage(db.handle.db, "mr", page);
    expect(fresh.english).toEqual([]);
    expect(fresh.page.overview.description).toBe("नवीन मजकूर");
    // Hindi was not updated: still out of date.
    expect((await localizeSpecialityPage(db.handle.db, "hi", page)).english).toEqual(["overviewDescription"]);
  });

  it("keeps a doctor's English name while the name changed after its translation", async () => {
    const [row] = await db.handle.db.select().from(doctors).where(eq(doctors.username, "dr-ananya-kulkarni"));
    await db.handle.db.update(doctors).set({ name: "Ananya Kulkarni-Rao" }).where(eq(doctors.id, row.id));
    const { doctors: page } = await listDoctors(db.handle.db, { name: "kulkarni-rao", limit: 1 });
    const [doctor] = await localizeDoctors(db.handle.db, "hi", page);
    expect(doctor.name).toBe("Ananya Kulkarni-Rao");
    expect(doctor.fullName).toBe("डॉ. Ananya Kulkarni-Rao");
  });

  it("gives the v2 service list its Marathi categories and services, English unchanged", async () => {
    const english = await getServiceHierarchy(db.handle.db);
    expect(await localizeServiceHierarchy(db.handle.db, "en", english)).toBe(english);
    const marathi = await localizeServiceHierarchy(db.handle.db, "mr", english);
    expect(marathi).toHaveLength(english.length);
    for (const node of marathi) {
      expect(node.categoryName).toMatch(/[\u0900-\u097F]/);
      for (const s of node.services) expect(s.serviceName).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("shows a service's sections in English, and says so, once their English has changed; its related records stay translated", async () => {
    const [row] = await db.handle.db.select().from(services).where(eq(services.slug, "mri-scan"));
    const fresh = (await getServiceV2BySlug(db.handle.db, "mri-scan"))!;
    const current = await localizeServiceV2Page(db.handle.db, "hi", fresh);
    expect(current.english).toEqual([]);
    expect(current.page.serviceName).toMatch(/[\u0900-\u097F]/);
    expect(current.page.sections[0].title).toMatch(/[\u0900-\u097F]/);

    const sections = [...row.sections, { title: "Contrast", body: "Some scans need a contrast injection." }];
    await db.handle.db.update(services).set({ sections }).where(eq(services.id, row.id));
    const page = (await getServiceV2BySlug(db.handle.db, "mri-scan"))!;
    const stale = await localizeServiceV2Page(db.handle.db, "mr", page);
    expect(stale.english).toEqual(["sections"]);
    expect(stale.page.sections).toEqual(sections);
    expect(stale.page.serviceName).toMatch(/[\u0900-\u097F]/);
    expect(stale.page.category.categoryName).toMatch(/[\u0900-\u097F]/);
    for (const s of stale.page.relatedSpecialities) expect(s.specialityName).toMatch(/[\u0900-\u097F]/);
    for (const d of stale.page.relatedDoctors) expect(d.fullName).toMatch(/^डॉ\. /);
  });
});
