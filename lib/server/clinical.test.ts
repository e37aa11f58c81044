import { eq, inArray, like, sql } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import {
  doctorOpdTimings,
  doctors,
  doctorSpecialities,
  features,
  serviceCategories,
  services,
  serviceSpecialities,
  siteSettings,
  specialities,
  statistics,
} from "./db/schema";
import { seedDatabase, seedIfEmpty, storedSeedVersion } from "./db/seed";
import { SEED_MARKER_KEY, SEED_VERSION } from "./db/seed/version";
import { seedExtraDoctors } from "./db/seed/bulk-doctors";
import { DOCTORS_SEED } from "./db/seed/doctors";
import { SERVICES_SEED } from "./db/seed/services";
import { SPECIALITIES_SEED } from "./db/seed/specialities";
import { getSpecialityPage, SPECIALITY_PAGE_DOCTORS_LIMIT } from "./compose/speciality-page";
import { listSitemapEntries } from "./sitemap";
import { listKnownKeys } from "./compose/known-keys";
import { classifyDbError } from "./db/errors";
import { searchDoctors } from "./doctors";
import type { Db } from "./db";
import { doctorSearchKey } from "@/lib/doctors/name-key";

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.handle.db;
});
afterAll(async () => {
  await testDb.cleanup();
});

async function rowCounts() {
  return {
    specialities: await db.$count(specialities),
    doctors: await db.$count(doctors),
    doctorSpecialities: await db.$count(doctorSpecialities),
    opdTimings: await db.$count(doctorOpdTimings),
    categories: await db.$count(serviceCategories),
    services: await db.$count(services),
    serviceSpecialities: await db.$count(serviceSpecialities),
    features: await db.$count(features),
    statistics: await db.$count(statistics),
    settings: await db.$count(siteSettings),
  };
}

describe(`clinical domain on ${testEngine()}`, () => {
  describe("getSpecialityPage", () => {
    it("finds a speciality by url slug with its conditions, procedures, FAQs, doctors and services", async () => {
      const page = await getSpecialityPage(db, "cardiology");
      expect(page).not.toBeNull();
      expect(page!.specialityName).toBe("Cardiology");
      expect(page!.conditions.length).toBeGreaterThanOrEqual(3);
      expect(page!.procedures.length).toBeGreaterThanOrEqual(3);
      expect(page!.faqs.length).toBeGreaterThanOrEqual(2);
      expect(page!.faqs[0]).toEqual({ q: expect.any(String), a: expect.any(String) });
      expect(page!.doctors.map((d) => d.name)).toEqual(["Rajesh Iyer", "Ananya Kulkarni", "Vikram Deshmukh", "Farah Siddiqui"]);
      expect(page!.doctorCount).toBe(4);
      expect(page!.services.map((s) => s.serviceUrl)).toEqual(expect.arrayContaining(["echocardiography", "cath-lab", "cardiac-surgery"]));
    });

    it("shows a large department's twelve senior doctors and counts all its active ones, leaving inactive ones out", async () => {
      await seedExtraDoctors(db, 14);
      try {
        const bench = await db.select({ id: doctors.id }).from(doctors).where(like(doctors.username, "dr-bench-%"));
        const [cardiology] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.slug, "cardiology"));
        await db.delete(doctorSpecialities).where(inArray(doctorSpecialities.doctorId, bench.map((d) => d.id)));
        await db.insert(doctorSpecialities).values(bench.map((d) => ({ doctorId: d.id, specialityId: cardiology.id })));
        await db.update(doctors).set({ isActive: false }).where(eq(doctors.username, "dr-bench-00001"));
        const page = (await getSpecialityPage(db, "cardiology"))!;
        expect(page.doctors).toHaveLength(SPECIALITY_PAGE_DOCTORS_LIMIT);
        expect(page.doctorCount).toBe(4 + 13);
        const experience = page.doctors.map((d) => d.experienceYears ?? 0);
        expect(experience).toEqual([...experience].sort((a, b) => b - a));
      } finally {
        await db.delete(doctors).where(like(doctors.username, "dr-bench-%"));
      }
      expect((await getSpecialityPage(db, "cardiology"))!.doctorCount).toBe(4);
    });

    it("finds a speciality whatever the letter case of its slug (/specialities/Cardiology)", async () => {
      expect((await getSpecialityPage(db, "Cardiology"))?.specialityUrl).toBe("cardiology");
      expect((await getSpecialityPage(db, "CARDIOLOGY"))?.specialityUrl).toBe("cardiology");
      expect(await getSpecialityPage(db, "cardiolog")).toBeNull();
    });

    it("finds the speciality without a slug by its id", async () => {
      const [sleep] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.name, "Sleep Medicine"));
      const page = await getSpecialityPage(db, sleep.id);
      expect(page?.specialityUrl).toBeNull();
      expect(page?.doctors.map((d) => d.name)).toEqual(["Manoj Kale", "Alisha D'Souza"]);
      expect(page?.conditions).toContain("Obstructive sleep apnoea");
    });

    it("keeps the v2 speciality fields the list calls use", async () => {
      const page = await getSpecialityPage(db, "rheumatology");
      expect(page).toMatchObject({ specialityUrl: "rheumatology", overview: { description: null }, hero: { description: expect.any(String) } });
      expect(page!.thumbnailImage).toBe("/images/specialities/rheumatology.svg");
    });

    it("gives every active speciality at least one doctor, 3 to 6 conditions and procedures, and 2 to 3 FAQs", async () => {
      const rows = await db.select({ id: specialities.id, slug: specialities.slug }).from(specialities);
      expect(rows).toHaveLength(SPECIALITIES_SEED.length);
      for (const row of rows) {
        const page = (await getSpecialityPage(db, row.slug ?? row.id))!;
        expect({ name: page.specialityName, hasDoctors: page.doctors.length > 0 }).toEqual({ name: page.specialityName, hasDoctors: true });
        expect(page.conditions.length).toBeGreaterThanOrEqual(3);
        expect(page.conditions.length).toBeLessThanOrEqual(6);
        expect(page.procedures.length).toBeGreaterThanOrEqual(3);
        expect(page.procedures.length).toBeLessThanOrEqual(6);
        expect(page.faqs.length).toBeGreaterThanOrEqual(2);
        expect(page.faqs.length).toBeLessThanOrEqual(3);
      }
    });

    it("gives null for an unknown name and for an inactive speciality", async () => {
      expect(await getSpecialityPage(db, "no-such-speciality")).toBeNull();
      expect(await getSpecialityPage(db, "00000000-0000-4000-8000-000000000000")).toBeNull();
      await db.update(specialities).set({ isActive: false }).where(eq(specialities.slug, "urology"));
      try {
        expect(await getSpecialityPage(db, "urology")).toBeNull();
      } finally {
        await db.update(specialities).set({ isActive: true }).where(eq(specialities.slug, "urology"));
      }
    });
  });

  describe("listSitemapEntries", () => {
    it("lists every speciality, doctor and service page (v1 and v2) once, with an ISO last-modified time", async () => {
      const entries = await listSitemapEntries(db);
      const byKind = (kind: string) => entries.filter((e) => e.kind === kind);
      expect(byKind("speciality")).toHaveLength(SPECIALITIES_SEED.length);
      expect(byKind("doctor")).toHaveLength(DOCTORS_SEED.length);
      expect(byKind("service-v1")).toHaveLength(SERVICES_SEED.length);
      expect(byKind("service-v2")).toHaveLength(SERVICES_SEED.length);
      expect(new Set(entries.map((e) => e.path)).size).toBe(entries.length);
      for (const e of entries) expect(new Date(e.lastModified).toISOString()).toBe(e.lastModified);

      const paths = entries.map((e) => e.path);
      const [sleep] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.name, "Sleep Medicine"));
      const [mri] = await db.select({ id: services.id }).from(services).where(eq(services.slug, "mri-scan"));
      expect(paths).toEqual(
        expect.arrayContaining([
          "/specialities/cardiology",
          `/specialities/${sleep.id}`,
          "/doctordetail/dr-ananya-kulkarni",
          "/doctordetail/dr-alisha-dsouza",
          `/service/diagnostics-imaging/${mri.id}`,
          "/service-v2/detail/mri-scan",
        ]),
      );
    });

    it("leaves out inactive doctors and services", async () => {
      await db.update(doctors).set({ isActive: false }).where(eq(doctors.username, "dr-meera-joshi"));
      await db.update(services).set({ isActive: false }).where(eq(services.slug, "nicu"));
      try {
        const paths = (await listSitemapEntries(db)).map((e) => e.path);
        expect(paths).not.toContain("/doctordetail/dr-meera-joshi");
        expect(paths).not.toContain("/service-v2/detail/nicu");
      } finally {
        await db.update(doctors).set({ isActive: true }).where(eq(doctors.username, "dr-meera-joshi"));
        await db.update(services).set({ isActive: true }).where(eq(services.slug, "nicu"));
      }
    });
    it("stores no slug a page address could not be read back by: blank, upper-case or spaced slugs are refused", async () => {
      // Pages read addresses lower-cased (lib/server/detail-page.ts); the one slug-else-id rule
      // for a missing slug is tested in lib/routes.test.ts.
      const [urology] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.slug, "urology"));
      for (const slug of ["  ", "Urology", "uro logy", "uro--logy"]) {
        const error = await db.update(specialities).set({ slug }).where(eq(specialities.id, urology.id)).catch((e: unknown) => e);
        expect(classifyDbError(error)).toMatchObject({ sqlstate: "23514", constraint: "specialities_slug_check" });
      }
      const error = await db.update(services).set({ slug: "MRI-Scan" }).where(eq(services.slug, "nicu")).catch((e: unknown) => e);
      expect(classifyDbError(error)).toMatchObject({ sqlstate: "23514", constraint: "services_slug_check" });
    });
  });

  describe("listKnownKeys", () => {
    // Detail pages read a record only when its key is listed here: every address the site
    // publishes must be, or its own page would answer 404.
    it("lists the key of every address the sitemap publishes, lower-cased as the pages read them", async () => {
      const known = await listKnownKeys(db);
      const entries = await listSitemapEntries(db);
      expect(entries.length).toBeGreaterThan(50);
      for (const { path, kind } of entries) {
        const [, , ...segments] = path.split("/").map((p) => decodeURIComponent(p).toLowerCase());
        const listed =
          kind === "doctor"
            ? known.doctors.includes(segments[0])
            : kind === "speciality"
              ? known.specialities.includes(segments[0])
              : kind === "service-v2"
                ? known.servicesV2.includes(segments[1])
                : kind === "blog"
                  ? known.blogs.includes(segments[0])
                  : kind === "news"
                    ? known.news.includes(segments[0])
                    : kind === "career"
                      ? known.careers.includes(segments[0])
                      : known.servicesV1.includes(`${segments[0]}|${segments[1]}`);
        expect([path, listed]).toEqual([path, true]);
      }
    });

    it("lists a speciality by its id too, a v1 service by its category's name too, and no inactive record", async () => {
      const [cardiology] = await db.select({ id: specialities.id }).from(specialities).where(eq(specialities.slug, "cardiology"));
      await db.update(doctors).set({ isActive: false }).where(eq(doctors.username, "dr-meera-joshi"));
      try {
        const known = await listKnownKeys(db);
        expect(known.specialities).toContain(cardiology.id.toLowerCase());
        expect(known.servicesV1.some((k) => k.startsWith("diagnostics & imaging|"))).toBe(true);
        expect(known.doctors).not.toContain("dr-meera-joshi");
      } finally {
        await db.update(doctors).set({ isActive: true }).where(eq(doctors.username, "dr-meera-joshi"));
      }
    });
  });

  describe("seedExtraDoctors", () => {
    afterAll(async () => {
      await db.delete(doctors).where(like(doctors.username, "dr-bench-%"));
    });

    it("inserts the requested number of doctors with unique, numbered usernames, in batches", async () => {
      const before = (await rowCounts()).doctors;
      const result = await seedExtraDoctors(db, 120, { batchSize: 50 });
      expect(result).toEqual({ inserted: 120, firstUsername: "dr-bench-00001", lastUsername: "dr-bench-00120" });
      const rows = await db.select({ username: doctors.username }).from(doctors).where(like(doctors.username, "dr-bench-%"));
      expect(rows).toHaveLength(120);
      expect(new Set(rows.map((r) => r.username)).size).toBe(120);
      expect((await rowCounts()).doctors).toBe(before + 120);
    });

    it("numbers a second call after the first", async () => {
      const result = await seedExtraDoctors(db, 5);
      expect(result).toEqual({ inserted: 5, firstUsername: "dr-bench-00121", lastUsername: "dr-bench-00125" });
    });

    it("gives every generated doctor a speciality, OPD timings and valid filter values, so the search finds them", async () => {
      const [orphans] = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from doctors d where d.username like 'dr-bench-%'
            and (not exists (select 1 from doctor_specialities ds where ds.doctor_id = d.id)
              or not exists (select 1 from doctor_opd_timings t where t.doctor_id = d.id))`,
      ).then((r) => r.rows);
      expect(Number(orphans.n)).toBe(0);
      const found = await searchDoctors(db, { name: "bench" });
      expect(found.pagination.total).toBe(0);
      const all = await searchDoctors(db, { limit: 1 });
      expect(all.pagination.total).toBe(DOCTORS_SEED.length + 125);
      const [one] = await db.select().from(doctors).where(eq(doctors.username, "dr-bench-00001"));
      expect(one.languages).toContain("English");
      expect(one.photo).toBe(`/images/doctors/default-${one.gender}.svg`);
      expect(one.searchKey).toBe(doctorSearchKey(one.name));
      expect(await db.$count(doctors, eq(doctors.searchKey, ""))).toBe(0);
    });

    it("refuses a count that is not a whole number", async () => {
      await expect(seedExtraDoctors(db, -1)).rejects.toThrow(RangeError);
      await expect(seedExtraDoctors(db, 1.5)).rejects.toThrow(RangeError);
    });
  });

  describe("seed", () => {
    it("is idempotent: seeding again adds no rows", async () => {
      const before = await rowCounts();
      await seedDatabase(db);
      expect(await rowCounts()).toEqual(before);
      expect(before).toMatchObject({
        specialities: SPECIALITIES_SEED.length,
        doctors: DOCTORS_SEED.length,
        services: SERVICES_SEED.length,
      });
      expect(await storedSeedVersion(db)).toBe(SEED_VERSION);
      expect(await seedIfEmpty(db)).toBe(false);
    });

    it("upgrades a database seeded by version 1: adds the new content and keeps what staff changed", async () => {
      const full = await rowCounts();
      // What a version-1 database holds: specialities, footer and short links only.
      await db.delete(doctors);
      await db.delete(services);
      await db.delete(serviceCategories);
      await db.delete(features);
      await db.delete(statistics);
      await db.delete(siteSettings).where(eq(siteSettings.key, "homepage"));
      await db.execute(sql`update specialities set conditions = '{}', procedures = '{}', faqs = '[]'::jsonb`);
      await db.update(siteSettings).set({ value: { version: 1, at: "2025-01-01T00:00:00.000Z" } }).where(eq(siteSettings.key, SEED_MARKER_KEY));
      // A staff edit made before the upgrade.
      await db.update(specialities).set({ conditions: ["Only what staff wrote"] }).where(eq(specialities.slug, "cardiology"));
      expect(await storedSeedVersion(db)).toBe(1);

      expect(await seedIfEmpty(db)).toBe(true);

      expect(await rowCounts()).toEqual(full);
      expect(await storedSeedVersion(db)).toBe(SEED_VERSION);
      expect((await getSpecialityPage(db, "cardiology"))!.conditions).toEqual(["Only what staff wrote"]);
      expect((await getSpecialityPage(db, "neurology"))!.conditions.length).toBeGreaterThanOrEqual(3);
      expect(await seedIfEmpty(db)).toBe(false);
    });

    it("treats a marker without a version as version 1", async () => {
      await db.update(siteSettings).set({ value: { at: "2025-01-01T00:00:00.000Z" } }).where(eq(siteSettings.key, SEED_MARKER_KEY));
      expect(await storedSeedVersion(db)).toBe(1);
      expect(await seedIfEmpty(db)).toBe(true);
      expect(await storedSeedVersion(db)).toBe(SEED_VERSION);
    });
  });
});
