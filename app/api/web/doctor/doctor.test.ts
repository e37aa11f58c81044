import { eq, inArray, like } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { doctors, doctorSpecialities, specialities } from "@/lib/server/db/schema";
import { DOCTORS_SEED } from "@/lib/server/db/seed/doctors";
import type { DoctorProfile, DoctorSummary } from "@/lib/contracts/doctors";
import type { Pagination } from "@/lib/contracts/envelope";
import * as listRoute from "./list-user/route";
import * as searchRoute from "./search/route";
import * as byUrlRoute from "./get-by-url/route";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const SEEDED = DOCTORS_SEED.length;
const SUMMARY_KEYS = [
  "_id",
  "consultationFee",
  "designation",
  "experienceYears",
  "fullName",
  "gender",
  "languages",
  "name",
  "photo",
  "qualifications",
  "specialities",
  "title",
  "username",
];

async function search(json: unknown, route = searchRoute.POST, path = "/api/web/doctor/search") {
  const { status, body } = await call(route, path, { json });
  return { status, body, doctors: (body.data ?? []) as DoctorSummary[], pagination: body.pagination as Pagination };
}

/** Test doctors with names chosen to exercise every rank; removed after the ranking tests. */
const RANKED = [
  { name: "Meena Tarapore", experienceYears: 30 },
  { name: "Sitara Bose", experienceYears: 25 },
  { name: "Tarak Mehta", experienceYears: 20 },
  { name: "Tara Iyer Menon", experienceYears: 15 },
  { name: "Tara Iyer", experienceYears: 10 },
  { name: "Tara Anand", experienceYears: 10 },
];

describe(`doctor API on ${testEngine()}`, () => {
  describe("POST /api/web/doctor/list-user", () => {
    it("lists every active seeded doctor with limit 100 and page 1 by default", async () => {
      const { status, body, doctors: list, pagination } = await search(undefined, listRoute.POST, "/api/web/doctor/list-user");
      expect(status).toBe(200);
      expect(body.success).toBe(1);
      expect(pagination).toEqual({ page: 1, limit: 100, total: SEEDED });
      expect(list).toHaveLength(SEEDED);
    });

    it("gives each doctor SPEC-style fields, a fee in paise and the main speciality first", async () => {
      const { doctors: list } = await search({}, listRoute.POST, "/api/web/doctor/list-user");
      for (const d of list) {
        expect(Object.keys(d).sort()).toEqual(SUMMARY_KEYS);
        expect(d.fullName).toBe(`Dr. ${d.name}`);
        expect(d.photo).toBe(`/images/doctors/${d.username}.svg`);
        expect(d.consultationFee.currency).toBe("INR");
        expect(d.consultationFee.amount % 100).toBe(0);
        expect(d.specialities.length).toBeGreaterThan(0);
      }
      const manoj = list.find((d) => d.username === "dr-manoj-kale")!;
      expect(manoj.specialities.map((s) => s.specialityName)).toEqual(["Pulmonology", "Sleep Medicine"]);
      expect(manoj.consultationFee).toEqual({ amount: 100000, currency: "INR" });
    });

    it("orders by experience, most first, then by name", async () => {
      const { doctors: list } = await search({}, listRoute.POST, "/api/web/doctor/list-user");
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1], list[i]];
        expect(a.experienceYears > b.experienceYears || (a.experienceYears === b.experienceYears && a.name <= b.name)).toBe(true);
      }
    });

    it("pages through the list: page 2 continues page 1 and the total stays the same", async () => {
      const first = await search({ limit: 10, page: 1 }, listRoute.POST, "/api/web/doctor/list-user");
      const second = await search({ limit: 10, page: 2 }, listRoute.POST, "/api/web/doctor/list-user");
      const all = await search({ limit: 20 }, listRoute.POST, "/api/web/doctor/list-user");
      expect(second.pagination).toEqual({ page: 2, limit: 10, total: SEEDED });
      expect(second.doctors).toHaveLength(10);
      expect([...first.doctors, ...second.doctors].map((d) => d._id)).toEqual(all.doctors.map((d) => d._id));
    });

    it("answers a page past the end with no doctors and the real total", async () => {
      const { status, doctors: list, pagination } = await search({ limit: 50, page: 9 }, listRoute.POST, "/api/web/doctor/list-user");
      expect(status).toBe(200);
      expect(list).toEqual([]);
      expect(pagination).toEqual({ page: 9, limit: 50, total: SEEDED });
    });

    it("accepts the search filters too", async () => {
      const { doctors: list, pagination } = await search({ speciality: "neurology", limit: 2 }, listRoute.POST, "/api/web/doctor/list-user");
      expect(pagination.total).toBe(3);
      expect(list.map((d) => d.name)).toEqual(["Meera Joshi", "Arjun Nair"]);
    });
  });

  describe("POST /api/web/doctor/search: ranking by name", () => {
    beforeAll(async () => {
      await testDb.handle.db.insert(doctors).values(
        RANKED.map((d, i) => ({
          ...d,
          username: `test-ranked-${i}`,
          gender: "female",
          designation: "Consultant",
          registrationNumber: `MMC 2010/01/${1000 + i}`,
          consultationFee: 50000,
          biography: "A test doctor.",
        })),
      );
    });
    afterAll(async () => {
      await testDb.handle.db.delete(doctors).where(like(doctors.username, "test-ranked-%"));
    });

    it("puts names starting with the text first, then a later word starting with it, then names containing it; ties by experience, then name", async () => {
      const { doctors: list, pagination } = await search({ name: "tara" });
      expect(list.map((d) => d.name)).toEqual(["Tarak Mehta", "Tara Iyer Menon", "Tara Anand", "Tara Iyer", "Meena Tarapore", "Sitara Bose"]);
      expect(pagination.total).toBe(6);
    });

    it("puts an exact name before longer names that start with it, ignoring case, spacing and a leading Dr.", async () => {
      const { doctors: list } = await search({ name: "  dr.  TARA   iyer " });
      expect(list.map((d) => d.name)).toEqual(["Tara Iyer", "Tara Iyer Menon"]);
    });

    it("treats % and _ in the name as plain characters", async () => {
      expect((await search({ name: "%" })).pagination.total).toBe(0);
      expect((await search({ name: "t_ra" })).pagination.total).toBe(0);
    });

    it("finds a doctor by a name typed in Devanagari or misspelt (lib/server/doctors/search.test.ts has the rest)", async () => {
      for (const name of ["कुलकर्णी", "kulkarny", "kulkrni", "डॉ. अनन्या कुलकर्णी"]) {
        const { status, doctors: list, pagination } = await search({ name });
        expect([name, status, list.map((d) => d.name), pagination.total]).toEqual([name, 200, ["Ananya Kulkarni"], 1]);
      }
    });

    it("treats an empty name as no filter", async () => {
      expect((await search({ name: "   " })).pagination.total).toBe(SEEDED + RANKED.length);
    });
  });

  describe("POST /api/web/doctor/search: filters", () => {
    it("filters by speciality url slug", async () => {
      const { doctors: list, pagination } = await search({ speciality: "cardiology" });
      expect(pagination.total).toBe(4);
      expect(list.map((d) => d.name)).toEqual(["Rajesh Iyer", "Ananya Kulkarni", "Vikram Deshmukh", "Farah Siddiqui"]);
      for (const d of list) expect(d.specialities.map((s) => s.specialityUrl)).toContain("cardiology");
    });

    it("filters by speciality id, for the speciality that has no slug", async () => {
      const [sleep] = await testDb.handle.db.select().from(specialities).where(eq(specialities.name, "Sleep Medicine"));
      const { doctors: list } = await search({ speciality: sleep.id });
      expect(list.map((d) => d.name).sort()).toEqual(["Alisha D'Souza", "Manoj Kale"]);
      const byName = await search({ speciality: "sleep medicine" });
      expect(byName.doctors.map((d) => d._id)).toEqual(list.map((d) => d._id));
    });

    it("finds no doctor for a speciality that does not exist", async () => {
      const { status, doctors: list, pagination } = await search({ speciality: "astrology" });
      expect(status).toBe(200);
      expect(list).toEqual([]);
      expect(pagination.total).toBe(0);
    });

    it("filters by gender, case-insensitively", async () => {
      const female = await search({ gender: "Female" });
      expect(female.pagination.total).toBe(DOCTORS_SEED.filter((d) => d.gender === "female").length);
      expect(female.doctors.every((d) => d.gender === "female")).toBe(true);
      const male = await search({ gender: "male" });
      expect(female.pagination.total + male.pagination.total).toBe(SEEDED);
    });

    it("filters by language, matching the name case-insensitively", async () => {
      const { doctors: list, pagination } = await search({ language: "marathi" });
      expect(pagination.total).toBe(DOCTORS_SEED.filter((d) => d.languages.includes("Marathi")).length);
      expect(list.every((d) => d.languages.includes("Marathi"))).toBe(true);
      const sindhi = await search({ language: "Sindhi" });
      expect(sindhi.doctors.map((d) => d.name)).toEqual(["Harish Lalwani"]);
    });

    it("filters by minimum years of experience", async () => {
      const { doctors: list, pagination } = await search({ minExperience: 20 });
      expect(pagination.total).toBe(DOCTORS_SEED.filter((d) => d.experienceYears >= 20).length);
      expect(list.every((d) => d.experienceYears >= 20)).toBe(true);
    });

    it("combines filters", async () => {
      const { doctors: list } = await search({ speciality: "obstetrics-gynaecology", gender: "female", language: "Marathi", minExperience: 10 });
      expect(list.map((d) => d.name)).toEqual(["Aparna Jadhav"]);
    });

    it("treats blank and null filters as no filter", async () => {
      const { pagination } = await search({ name: "", speciality: " ", gender: "", language: null, minExperience: null });
      expect(pagination.total).toBe(SEEDED);
    });
  });

  describe("POST /api/web/doctor/search: bad input", () => {
    it.each([
      [{ limit: 10000 }, "Invalid request body: limit: must be at most 100"],
      [{ limit: 0 }, "Invalid request body: limit: must be at least 1"],
      [{ page: -1 }, "Invalid request body: page: must be at least 1"],
      [{ page: 10001 }, "Invalid request body: page: must be at most 10000"],
      [{ limit: "ten" }, "Invalid request body: limit: must be a whole number from 1 to 100"],
      [{ limit: 2.5 }, "Invalid request body: limit: must be a whole number from 1 to 100"],
      [{ gender: "x" }, "Invalid request body: gender: must be male or female"],
      [{ language: "Klingon" }, "Invalid request body: language: must be one of English, Hindi, Marathi"],
      [{ minExperience: -2 }, "Invalid request body: minExperience: must be at least 0"],
      [{ name: "a".repeat(101) }, "Invalid request body: name: must be at most 100 characters"],
      [{ name: 42 }, "Invalid request body: name: must be text"],
    ])("answers %j with 400 and a message naming the field", async (json, message) => {
      const { status, body } = await call(searchRoute.POST, "/api/web/doctor/search", { json });
      expect(status).toBe(400);
      expect(body.success).toBe(0);
      expect(body.message).toContain(message);
      expect(body.errors).toEqual([expect.objectContaining({ path: Object.keys(json as object)[0] })]);
    });

    it("answers a name with control characters or of 200 characters with 400, never a 500", async () => {
      for (const name of ["kul\u0000karni", "kulkarni\u0007", "a".repeat(200), "कुलकर्णी".repeat(25)]) {
        const { status, body } = await call(searchRoute.POST, "/api/web/doctor/search", { json: { name } });
        expect([status, body.success]).toEqual([400, 0]);
        expect(body.errors).toEqual([expect.objectContaining({ path: "name" })]);
      }
      const punctuation = await search({ name: "!!!" });
      expect([punctuation.status, punctuation.pagination.total]).toEqual([200, 0]);
    });

    it("accepts a name of exactly 100 characters", async () => {
      const { status } = await call(searchRoute.POST, "/api/web/doctor/search", { json: { name: "a".repeat(100) } });
      expect(status).toBe(200);
    });

    it("answers malformed JSON with 400 and GET with a JSON 405 on both doctor list calls", async () => {
      for (const [route, path] of [
        [searchRoute, "/api/web/doctor/search"],
        [listRoute, "/api/web/doctor/list-user"],
      ] as const) {
        const bad = await call(route.POST, path, { body: "{limit:", headers: { "content-type": "application/json" } });
        expect(bad.status).toBe(400);
        expect(bad.body.message).toMatch(/not valid JSON/);
        const get = await call(route.GET, path, { method: "GET" });
        expect(get.status).toBe(405);
        expect(get.response.headers.get("allow")).toBe("POST, OPTIONS");
      }
    });

    it("answers the list call's bad bounds with 400 as well", async () => {
      const { status, body } = await call(listRoute.POST, "/api/web/doctor/list-user", { json: { limit: 10000, page: 1 } });
      expect(status).toBe(400);
      expect(body.message).toBe("Invalid request body: limit: must be at most 100");
    });
  });

  describe("POST /api/web/doctor/get-by-url", () => {
    it("answers success 1 with the full profile", async () => {
      const { status, body } = await call(byUrlRoute.POST, "/api/web/doctor/get-by-url", { json: { url: "dr-ananya-kulkarni" } });
      expect(status).toBe(200);
      expect(body.success).toBe(1);
      const doctor = body.data as DoctorProfile;
      expect(Object.keys(doctor).sort()).toEqual(
        [...SUMMARY_KEYS, "biography", "opdTimings", "registrationNumber", "services"].sort(),
      );
      expect(doctor).toMatchObject({
        username: "dr-ananya-kulkarni",
        fullName: "Dr. Ananya Kulkarni",
        gender: "female",
        designation: "Senior Consultant",
        qualifications: ["MBBS", "MD (Medicine)", "DM (Cardiology)"],
        experienceYears: 18,
        languages: ["English", "Hindi", "Marathi"],
        consultationFee: { amount: 120000, currency: "INR" },
      });
      expect(doctor.registrationNumber).toMatch(/^MMC 2006\/\d{2}\/\d{4}$/);
      expect(doctor.biography.split(". ").length).toBeGreaterThanOrEqual(2);
      expect(doctor.opdTimings).toEqual([
        { dayOfWeek: 1, day: "Monday", startTime: "09:30", endTime: "13:30" },
        { dayOfWeek: 3, day: "Wednesday", startTime: "09:30", endTime: "13:30" },
        { dayOfWeek: 5, day: "Friday", startTime: "09:30", endTime: "13:30" },
      ]);
      expect(doctor.services.map((s) => s.serviceUrl)).toContain("cath-lab");
    });

    it("finds a doctor whatever the case of the url", async () => {
      const { status } = await call(byUrlRoute.POST, "/api/web/doctor/get-by-url", { json: { url: " Dr-Ananya-Kulkarni " } });
      expect(status).toBe(200);
    });

    it.each(["dr-nobody", "../etc/passwd", "dr ananya"])("answers an unknown url (%s) with 404 Doctor not found", async (url) => {
      const { status, body } = await call(byUrlRoute.POST, "/api/web/doctor/get-by-url", { json: { url } });
      expect(status).toBe(404);
      expect(body).toEqual({ success: 0, message: "Doctor not found" });
    });

    it("answers a missing or empty url with 400 and GET with 405", async () => {
      expect((await call(byUrlRoute.POST, "/api/web/doctor/get-by-url", { json: {} })).status).toBe(400);
      expect((await call(byUrlRoute.POST, "/api/web/doctor/get-by-url", { json: { url: "  " } })).body.message).toBe(
        "Invalid request body: url: must not be empty",
      );
      expect((await call(byUrlRoute.GET, "/api/web/doctor/get-by-url", { method: "GET" })).status).toBe(405);
    });
  });

  describe("inactive doctors", () => {
    it("are left out of the list, the search and the profile", async () => {
      const db = testDb.handle.db;
      await db.update(doctors).set({ isActive: false }).where(eq(doctors.username, "dr-rajesh-iyer"));
      try {
        const list = await search({}, listRoute.POST, "/api/web/doctor/list-user");
        expect(list.pagination.total).toBe(SEEDED - 1);
        expect(list.doctors.some((d) => d.username === "dr-rajesh-iyer")).toBe(false);
        const found = await search({ name: "rajesh" });
        expect(found.doctors).toEqual([]);
        const cardiology = await search({ speciality: "cardiology" });
        expect(cardiology.pagination.total).toBe(3);
        const profile = await call(byUrlRoute.POST, "/api/web/doctor/get-by-url", { json: { url: "dr-rajesh-iyer" } });
        expect(profile.status).toBe(404);
        expect(profile.body.message).toBe("Doctor not found");
      } finally {
        await db.update(doctors).set({ isActive: true }).where(eq(doctors.username, "dr-rajesh-iyer"));
      }
    });

    it("leaves an inactive speciality out of a doctor's specialities", async () => {
      const db = testDb.handle.db;
      await db.update(specialities).set({ isActive: false }).where(eq(specialities.name, "Sleep Medicine"));
      try {
        const { body } = await call(byUrlRoute.POST, "/api/web/doctor/get-by-url", { json: { url: "dr-manoj-kale" } });
        expect((body.data as DoctorProfile).specialities.map((s) => s.specialityName)).toEqual(["Pulmonology"]);
      } finally {
        await db.update(specialities).set({ isActive: true }).where(eq(specialities.name, "Sleep Medicine"));
      }
    });
  });

  it("keeps every seeded doctor linked to at least one speciality", async () => {
    const rows = await testDb.handle.db
      .selectDistinct({ doctorId: doctorSpecialities.doctorId })
      .from(doctorSpecialities)
      .where(inArray(doctorSpecialities.doctorId, testDb.handle.db.select({ id: doctors.id }).from(doctors)));
    expect(rows).toHaveLength(SEEDED);
  });
});
