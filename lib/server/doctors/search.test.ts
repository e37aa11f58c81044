import { eq, like } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { contentTranslations, doctors } from "../db/schema";
import { saveTranslation } from "../translations";
import type { Db } from "../db";
import { searchDoctors } from "./search";
import { refreshDoctorSearchKeys } from "./search-keys";

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.handle.db;
  await db.insert(doctors).values(
    NAMESAKES.map((d, i) => ({
      ...d,
      username: `test-namesake-${i}`,
      gender: "female",
      designation: "Consultant",
      registrationNumber: `MMC 2001/01/${2000 + i}`,
      consultationFee: 50000,
      biography: "A test doctor.",
    })),
  );
  await refreshDoctorSearchKeys(db, (await db.select({ id: doctors.id }).from(doctors).where(like(doctors.username, "test-namesake-%"))).map((r) => r.id));
});
afterAll(async () => {
  await testDb.cleanup();
});

/**
 * Ananya Kulkarni (18 years, seeded) and test doctors whose names are like hers: one more
 * Kulkarni, and two spelt otherwise, more experienced, so that only the rank puts them after.
 */
const NAMESAKES = [
  { name: "Ketaki Kulkarni", experienceYears: 3 },
  { name: "Meera Kulkarny", experienceYears: 40 },
  { name: "Sunita Kulkarmi", experienceYears: 50 },
];
const KULKARNIS = ["Ananya Kulkarni", "Ketaki Kulkarni", "Meera Kulkarny", "Sunita Kulkarmi"];

const names = async (name: string, more: Parameters<typeof searchDoctors>[1] = {}) => (await searchDoctors(db, { name, ...more })).doctors.map((d) => d.name);
const idOf = async (username: string) => (await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.username, username)))[0].id;

describe(`the doctor name search in either script and with typos, on ${testEngine()}`, () => {
  it("finds Dr. Ananya Kulkarni and the other Kulkarnis typed in Devanagari, in Latin letters or misspelt", async () => {
    for (const typed of ["कुलकर्णी", "Kulkarni", "kulkarny", "kulkrni", "KULKARNI"]) {
      expect([typed, (await names(typed)).sort()]).toEqual([typed, [...KULKARNIS].sort()]);
    }
    expect((await names("डॉ. अनन्या कुलकर्णी"))[0]).toBe("Ananya Kulkarni");
    expect(await names("अनन्या")).toContain("Ananya Kulkarni");
  });

  it("puts names containing the text first, in today's order, then names like it, the most alike first", async () => {
    // Ananya (18 years) before Ketaki (3): both contain "kulkarni". Then Meera, whose key is
    // the same (similarity 1), then Sunita's one letter off, though both have more experience.
    expect(await names("kulkarni")).toEqual(["Ananya Kulkarni", "Ketaki Kulkarni", "Meera Kulkarny", "Sunita Kulkarmi"]);
    // The exact spelling "kulkarny" is Meera's own: a name containing it comes first.
    expect((await names("kulkarny"))[0]).toBe("Meera Kulkarny");
    // In Devanagari nothing contains the text: all by similarity, then experience.
    expect(await names("कुलकर्णी")).toEqual(["Meera Kulkarny", "Ananya Kulkarni", "Ketaki Kulkarni", "Sunita Kulkarmi"]);
  });

  it("keeps unrelated names out", async () => {
    expect(await names("xyzzy")).toEqual([]);
    expect(await names("कखगघ")).toEqual([]);
    for (const name of await names("kulkarni")) expect(name).toMatch(/kulkar/i);
    // Each word of the text must be like a word of the name: a shared surname is not enough.
    expect(await names("tanvi kulkarni")).toEqual([]);
    expect(await names("Rajesh Iyer")).toEqual(["Rajesh Iyer"]);
  });

  it("matches no name by likeness for one or two letters, and a word of three only where it begins a word of the name", async () => {
    // At 0.5, "kx" would be like every name with a word starting with k.
    expect(await names("kx")).toEqual([]);
    for (const name of await names("ku")) expect(name.toLowerCase()).toContain("ku");
    // "vag" shares two trigrams of four with every name starting "Va".
    expect(await names("वाघ")).toEqual(["Sunil Wagh"]);
    expect((await names("कुल")).sort()).toEqual([...KULKARNIS].sort());
    expect(await names("अनन्या कु")).toEqual(["Ananya Kulkarni"]);
  });

  it("applies the other filters to names like the text too", async () => {
    expect(await names("kulkrni", { minExperience: 20 })).toEqual(["Meera Kulkarny", "Sunita Kulkarmi"]);
    expect(await names("kulkrni", { gender: "male" })).toEqual([]);
    expect(await names("कुलकर्णी", { speciality: "cardiology" })).toEqual(["Ananya Kulkarni"]);
  });

  it("counts every match, those by similarity too, page after page and past the last", async () => {
    for (const name of ["kulkarni", "कुलकर्णी", "kulkrni"]) {
      const all = await searchDoctors(db, { name });
      expect(all.pagination.total).toBe(4);
      const paged: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const one = await searchDoctors(db, { name, limit: 1, page });
        expect(one.pagination).toEqual({ page, limit: 1, total: 4 });
        paged.push(...one.doctors.map((d) => d.name));
      }
      expect(paged).toEqual(all.doctors.map((d) => d.name));
      const past = await searchDoctors(db, { name, limit: 3, page: 2 });
      expect([past.doctors.length, past.pagination.total]).toEqual([1, 4]);
      const beyond = await searchDoctors(db, { name, limit: 3, page: 9 });
      expect(beyond).toEqual({ doctors: [], pagination: { page: 9, limit: 3, total: 4 } });
    }
  });

  it("answers bad text with a clean result: control characters, a long text, only punctuation", async () => {
    expect(await names("\u0000kulkarni\u0007")).toEqual(expect.arrayContaining(KULKARNIS));
    expect(await names("kul\u0000karni")).toEqual(expect.arrayContaining(["Ananya Kulkarni", "Ketaki Kulkarni"]));
    const long = await searchDoctors(db, { name: "kulkarni ".repeat(25) });
    for (const name of long.doctors.map((d) => d.name)) expect(KULKARNIS).toContain(name);
    expect((await searchDoctors(db, { name: "क".repeat(200) })).pagination.total).toBe(0);
    for (const name of ["!!!", "%%%", "___", "...", "?", "\\"]) expect([name, (await searchDoctors(db, { name })).pagination.total]).toEqual([name, 0]);
  });

  it("finds a doctor by a Marathi or Hindi spelling far from the English once it is saved and the key refreshed", async () => {
    const id = await idOf("dr-rajesh-iyer");
    // The demo's own spellings taken away first: the key is the English name's alone.
    await db.delete(contentTranslations).where(eq(contentTranslations.recordKey, id));
    await refreshDoctorSearchKeys(db, [id]);
    expect(await names("अय्यर")).not.toContain("Rajesh Iyer");
    await saveTranslation(db, { entity: "doctor", recordKey: id, locale: "mr", field: "name", value: "राजेश अय्यर", english: "Rajesh Iyer" });
    await refreshDoctorSearchKeys(db, [id]);
    expect((await names("अय्यर"))[0]).toBe("Rajesh Iyer");
    expect(await names("राजेश अय्यर")).toEqual(["Rajesh Iyer"]);
    await db.delete(contentTranslations).where(eq(contentTranslations.recordKey, id));
    await refreshDoctorSearchKeys(db, [id]);
    expect(await names("अय्यर")).not.toContain("Rajesh Iyer");
  });
});
