import { existsSync } from "node:fs";
import { join } from "node:path";
import { DOCTOR_LANGUAGES, doctorFiltersSchema } from "@/lib/contracts/doctor-filters";
import {
  DOCTORS_SEED,
  doctorBiography,
  doctorPhotoPath,
  doctorUsername,
  expandOpdPattern,
  OPD_PATTERNS,
  registrationNumber,
} from "./doctors";
import { SERVICE_CATEGORIES_SEED, serviceCategoryImage, SERVICES_SEED } from "./services";
import { SPECIALITIES_SEED } from "./specialities";
import { SPECIALITY_CONTENT_SEED } from "./speciality-content";
import { HOME_ICON_NAMES } from "@/lib/contracts/home";
import { FEATURES_SEED, HOMEPAGE_SEED, STATISTICS_SEED } from "./home";

const PUBLIC_DIR = join(process.cwd(), "public");
const SPECIALITY_NAMES = new Set(SPECIALITIES_SEED.map((s) => s.name));

describe("DOCTORS_SEED", () => {
  it("has at least 60 doctors with a balanced mix of genders", () => {
    expect(DOCTORS_SEED.length).toBeGreaterThanOrEqual(60);
    const women = DOCTORS_SEED.filter((d) => d.gender === "female").length;
    expect(Math.abs(women - (DOCTORS_SEED.length - women))).toBeLessThanOrEqual(4);
  });

  it("gives every speciality at least one doctor, Sleep Medicine included, and names only known specialities", () => {
    const covered = new Set(DOCTORS_SEED.flatMap((d) => d.specialities));
    for (const name of covered) expect(SPECIALITY_NAMES.has(name)).toBe(true);
    expect([...SPECIALITY_NAMES].filter((name) => !covered.has(name))).toEqual([]);
  });

  it("has unique kebab-case usernames, each with a portrait under public/images/doctors", () => {
    const usernames = DOCTORS_SEED.map((d) => doctorUsername(d.name));
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const username of usernames) {
      expect(username).toMatch(/^dr-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect({ username, exists: existsSync(join(PUBLIC_DIR, doctorPhotoPath(username))) }).toEqual({ username, exists: true });
    }
    expect(doctorUsername("Alisha D'Souza")).toBe("dr-alisha-dsouza");
    expect(existsSync(join(PUBLIC_DIR, "images/doctors/default-female.svg"))).toBe(true);
    expect(existsSync(join(PUBLIC_DIR, "images/doctors/default-male.svg"))).toBe(true);
  });

  it("uses languages the search filter accepts, English for everyone, and believable numbers", () => {
    for (const d of DOCTORS_SEED) {
      for (const language of d.languages) expect(DOCTOR_LANGUAGES).toContain(language);
      expect(d.languages).toContain("English");
      expect(d.experienceYears).toBeGreaterThanOrEqual(5);
      expect(d.experienceYears).toBeLessThanOrEqual(35);
      expect(d.feeRupees).toBeGreaterThanOrEqual(500);
      expect(d.feeRupees).toBeLessThanOrEqual(2000);
      expect(d.qualifications.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("writes registration numbers in the council's format", () => {
    expect(registrationNumber("dr-ananya-kulkarni", 18)).toMatch(/^MMC 2006\/(0[1-9]|1[0-2])\/\d{4}$/);
    expect(registrationNumber("dr-hetal-doshi", 15, "MSDC")).toMatch(/^MSDC A-\d{5}$/);
    expect(registrationNumber("dr-x", 10)).toBe(registrationNumber("dr-x", 10));
  });

  it("writes a biography of two to four sentences without promises of outcomes", () => {
    for (const d of DOCTORS_SEED) {
      const bio = doctorBiography(d);
      // Sentences after the first start with the pronoun ("B. J. Medical College" is not a break).
      const sentences = bio.split(/(?<=\.)\s+(?=(?:He|She) )/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(4);
      expect(bio).not.toMatch(/guarantee|100%|cure[sd]?\b|best doctor/i);
    }
    expect(doctorBiography(DOCTORS_SEED[1])).toMatch(/^Dr\. Rajesh Iyer leads the department of cardiology/);
  });

  it("has valid OPD patterns: ISO days and start before end", () => {
    for (const pattern of OPD_PATTERNS) {
      const slots = expandOpdPattern(pattern);
      expect(slots.length).toBeGreaterThan(0);
      for (const s of slots) {
        expect(s.dayOfWeek).toBeGreaterThanOrEqual(1);
        expect(s.dayOfWeek).toBeLessThanOrEqual(7);
        expect(s.startTime < s.endTime).toBe(true);
      }
    }
    for (const d of DOCTORS_SEED) expect(OPD_PATTERNS[d.opd]).toBeDefined();
  });
});

describe("SPECIALITY_CONTENT_SEED", () => {
  it("covers every speciality with 3-6 conditions, 3-6 procedures and 2-3 FAQs", () => {
    expect(Object.keys(SPECIALITY_CONTENT_SEED).sort()).toEqual([...SPECIALITY_NAMES].sort());
    for (const [name, c] of Object.entries(SPECIALITY_CONTENT_SEED)) {
      const counts = { name, conditions: c.conditions.length, procedures: c.procedures.length, faqs: c.faqs.length };
      expect(counts.conditions).toBeGreaterThanOrEqual(3);
      expect(counts.conditions).toBeLessThanOrEqual(6);
      expect(counts.procedures).toBeGreaterThanOrEqual(3);
      expect(counts.procedures).toBeLessThanOrEqual(6);
      expect(counts.faqs).toBeGreaterThanOrEqual(2);
      expect(counts.faqs).toBeLessThanOrEqual(3);
      for (const faq of c.faqs) expect(faq.q.endsWith("?")).toBe(true);
    }
  });
});

describe("SERVICES_SEED", () => {
  it("has at least 30 services across 6 to 8 categories, with unique slugs", () => {
    expect(SERVICES_SEED.length).toBeGreaterThanOrEqual(30);
    expect(SERVICE_CATEGORIES_SEED.length).toBeGreaterThanOrEqual(6);
    expect(SERVICE_CATEGORIES_SEED.length).toBeLessThanOrEqual(8);
    const slugs = SERVICES_SEED.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("files every service under a known category, links it to known specialities and gives it sections", () => {
    const categories = new Set(SERVICE_CATEGORIES_SEED.map((c) => c.slug));
    for (const s of SERVICES_SEED) {
      expect(categories.has(s.category)).toBe(true);
      expect(s.specialities.length).toBeGreaterThan(0);
      for (const name of s.specialities) expect(SPECIALITY_NAMES.has(name)).toBe(true);
      expect(s.sections.length).toBeGreaterThan(0);
    }
    for (const c of SERVICE_CATEGORIES_SEED) expect(SERVICES_SEED.some((s) => s.category === c.slug)).toBe(true);
  });

  it("points every category image at an SVG under public/", () => {
    for (const c of SERVICE_CATEGORIES_SEED) expect(existsSync(join(PUBLIC_DIR, serviceCategoryImage(c.slug)))).toBe(true);
  });
});

describe("home seed", () => {
  it("uses only icon names of the documented icon set", () => {
    const icons = [...HOMEPAGE_SEED.highlights.map((h) => h.icon), ...FEATURES_SEED.map((f) => f.icon), ...STATISTICS_SEED.map((s) => s.icon)];
    for (const icon of icons) expect(HOME_ICON_NAMES).toContain(icon);
  });

  it("has unique natural keys for features and statistics", () => {
    expect(new Set(FEATURES_SEED.map((f) => f.key)).size).toBe(FEATURES_SEED.length);
    expect(new Set(STATISTICS_SEED.map((s) => s.key)).size).toBe(STATISTICS_SEED.length);
  });
});

describe("doctorFiltersSchema", () => {
  it("applies the SPEC defaults (limit 100, page 1) and normalises values", () => {
    expect(doctorFiltersSchema.parse({})).toEqual({ limit: 100, page: 1 });
    expect(doctorFiltersSchema.parse({ name: "  Ananya ", gender: " FEMALE ", language: "hindi", limit: 5 })).toEqual({
      name: "Ananya",
      gender: "female",
      language: "Hindi",
      limit: 5,
      page: 1,
    });
  });
});
