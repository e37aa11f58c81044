import { eq, inArray } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { contentTranslations, doctors } from "../db/schema";
import { DOCTORS_SEED } from "../db/seed/doctors";
import { saveTranslation } from "../translations";
import type { Db } from "../db";
import { fillEmptyDoctorSearchKeys, refreshDoctorSearchKeys } from "./search-keys";

let testDb: TestDatabase;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.handle.db;
});
afterAll(async () => {
  await testDb.cleanup();
});

const rowOf = async (username: string) =>
  (await db.select({ id: doctors.id, key: doctors.searchKey, updatedAt: doctors.updatedAt }).from(doctors).where(eq(doctors.username, username)))[0];

describe(`doctors' search keys on ${testEngine()}`, () => {
  it("are written by the seed for every doctor", async () => {
    expect((await rowOf("dr-ananya-kulkarni")).key).toBe("ananya kulkarni");
    // With the demo's Marathi and Hindi spelling of the name (डिसूझा).
    expect((await rowOf("dr-alisha-dsouza")).key).toBe("alisa dsoja alisa disuja");
    expect(await db.$count(doctors, eq(doctors.searchKey, ""))).toBe(0);
    expect(await db.$count(doctors)).toBe(DOCTORS_SEED.length);
  });

  it("take in the Marathi and Hindi spellings of a doctor's name, each once, without changing the record's version", async () => {
    // From a doctor without the demo's spellings.
    const seeded = await rowOf("dr-rajesh-iyer");
    await db.delete(contentTranslations).where(eq(contentTranslations.recordKey, seeded.id));
    expect(await refreshDoctorSearchKeys(db, [seeded.id])).toBe(1);
    const before = await rowOf("dr-rajesh-iyer");
    expect(before).toEqual({ ...seeded, key: "rajes iyer" });
    const spelling = (locale: "mr" | "hi", field: string, value: unknown) =>
      saveTranslation(db, { entity: "doctor", recordKey: before.id, locale, field, value, english: "Rajesh Iyer" });
    await spelling("mr", "name", "राजेश अय्यर");
    await spelling("hi", "name", "राजेश अय्यर");
    // Another field, and a value that is not text, are not spellings of the name.
    await spelling("mr", "designation", "वरिष्ठ सल्लागार");
    await saveTranslation(db, { entity: "speciality", recordKey: before.id, locale: "mr", field: "name", value: "हृदयरोग", english: "Cardiology" });
    expect(await refreshDoctorSearchKeys(db, [before.id])).toBe(1);
    expect(await rowOf("dr-rajesh-iyer")).toEqual({ ...before, key: "rajes iyer rajes ayar" });
    // Nothing changed: nothing written.
    expect(await refreshDoctorSearchKeys(db, [before.id, before.id])).toBe(0);
    await spelling("hi", "name", ["not", "a", "name"]);
    expect(await refreshDoctorSearchKeys(db, [before.id])).toBe(0);

    await db.delete(contentTranslations).where(eq(contentTranslations.recordKey, before.id));
    expect(await refreshDoctorSearchKeys(db)).toBe(1);
    expect((await rowOf("dr-rajesh-iyer")).key).toBe("rajes iyer");
  });

  it("follow a renamed doctor", async () => {
    const { id } = await rowOf("dr-meera-joshi");
    await db.update(doctors).set({ name: "Meera Kulkarni" }).where(eq(doctors.id, id));
    expect(await refreshDoctorSearchKeys(db, [id])).toBe(1);
    expect((await rowOf("dr-meera-joshi")).key).toBe("mira kulkarni");
    await db.update(doctors).set({ name: "Meera Joshi" }).where(eq(doctors.id, id));
    await refreshDoctorSearchKeys(db, [id]);
    expect((await rowOf("dr-meera-joshi")).key).toBe("mira josi");
    expect(await refreshDoctorSearchKeys(db, [])).toBe(0);
  });

  it("are filled where empty (rows from before the key existed), and none is written when none is empty", async () => {
    expect(await fillEmptyDoctorSearchKeys(db)).toBe(0);
    const usernames = ["dr-ananya-kulkarni", "dr-anil-gokhale"];
    await db.update(doctors).set({ searchKey: "" }).where(inArray(doctors.username, usernames));
    expect(await fillEmptyDoctorSearchKeys(db)).toBe(2);
    expect(await Promise.all(usernames.map(async (u) => (await rowOf(u)).key))).toEqual(["ananya kulkarni", "anil gokale anil gokle"]);
    expect(await fillEmptyDoctorSearchKeys(db)).toBe(0);
  });
});
