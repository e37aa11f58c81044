import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { siteSettings, specialities } from "@/lib/server/db/schema";
import { DEFAULT_NAVIGATION_SECTIONS } from "@/lib/footer/defaults";
import * as footerRoute from "./web/footer/get/route";
import * as specialityV1Route from "./web/speciality/list-user/route";
import * as specialityV2Route from "./web/speciality-v2/list-user/route";
import * as healthRoute from "./health/route";
import * as unknownRoute from "./[...path]/route";

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

describe(`API on ${testEngine()}`, () => {
  describe("POST /api/web/footer/get", () => {
    it("returns the stored footer in the envelope", async () => {
      const { status, body } = await call(footerRoute.POST, "/api/web/footer/get");
      expect(status).toBe(200);
      expect(body.success).toBe(1);
      const data = body.data as { contactInfo: { generalContact: { address: { value: string } } }; socialMedia: { links: { platform: string }[] } };
      expect(data.contactInfo.generalContact.address.value).toContain("\n");
      expect(data.socialMedia.links.map((l) => l.platform)).toEqual(["facebook", "instagram", "youtube", "twitter", "linkedin"]);
    });

    it("falls back to SPEC's default sections when nothing is stored", async () => {
      const [saved] = await testDb.handle.db.select().from(siteSettings).where(eq(siteSettings.key, "footer"));
      await testDb.handle.db.delete(siteSettings).where(eq(siteSettings.key, "footer"));
      try {
        const { body } = await call(footerRoute.POST, "/api/web/footer/get", { json: {} });
        const data = body.data as { navigationSections: unknown; legalSection: { links: { label: string; url: string | null }[] } };
        expect(data.navigationSections).toEqual(DEFAULT_NAVIGATION_SECTIONS);
        expect(data.legalSection.links.map((l) => [l.label, l.url])).toEqual([
          ["Privacy Policy", "/Privacy"],
          ["Terms & Conditions", "/Terms"],
          ["Medical Disclaimer", null],
        ]);
      } finally {
        await testDb.handle.db.insert(siteSettings).values(saved);
      }
    });

    it("answers GET with a JSON 405", async () => {
      const { status, body } = await call(footerRoute.GET, "/api/web/footer/get", { method: "GET" });
      expect(status).toBe(405);
      expect(body.success).toBe(0);
    });

    it("answers malformed JSON with a 400 envelope", async () => {
      const { status, body } = await call(footerRoute.POST, "/api/web/footer/get", {
        body: "{oops",
        headers: { "content-type": "application/json" },
      });
      expect(status).toBe(400);
      expect(body.success).toBe(0);
    });
  });

  describe("POST /api/web/speciality-v2/list-user", () => {
    it("lists at least 20 active specialities with SPEC's field names, in display order", async () => {
      const { status, body } = await call(specialityV2Route.POST, "/api/web/speciality-v2/list-user");
      expect(status).toBe(200);
      const data = body.data as Record<string, unknown>[];
      expect(data.length).toBeGreaterThanOrEqual(20);
      for (const s of data) {
        expect(Object.keys(s).sort()).toEqual(["_id", "hero", "overview", "specialityName", "specialityUrl", "thumbnailImage"]);
        expect(s.overview).toHaveProperty("description");
        expect(s.hero).toHaveProperty("description");
      }
      expect(data[0].specialityName).toBeTruthy();
    });

    it("leaves out inactive specialities", async () => {
      const [first] = await testDb.handle.db.select().from(specialities).limit(1);
      await testDb.handle.db.update(specialities).set({ isActive: false }).where(eq(specialities.id, first.id));
      try {
        const { body } = await call(specialityV2Route.POST, "/api/web/speciality-v2/list-user");
        expect((body.data as { _id: string }[]).some((s) => s._id === first.id)).toBe(false);
      } finally {
        await testDb.handle.db.update(specialities).set({ isActive: true }).where(eq(specialities.id, first.id));
      }
    });

    it("answers a wrong content type with 415 and a non-object body with 400", async () => {
      const wrongType = await call(specialityV2Route.POST, "/api/web/speciality-v2/list-user", {
        body: "<xml/>",
        headers: { "content-type": "text/xml" },
      });
      expect(wrongType.status).toBe(415);
      const notObject = await call(specialityV2Route.POST, "/api/web/speciality-v2/list-user", { json: "cardiology" });
      expect(notObject.status).toBe(400);
    });
  });

  describe("POST /api/web/speciality/list-user", () => {
    it("lists specialities in the v1 shape", async () => {
      const { body } = await call(specialityV1Route.POST, "/api/web/speciality/list-user");
      const data = body.data as Record<string, unknown>[];
      expect(data.length).toBeGreaterThanOrEqual(20);
      expect(Object.keys(data[0]).sort()).toEqual(["_id", "description", "image", "specialityName", "specialityUrl"]);
    });
  });

  describe("GET /api/health", () => {
    it("reports ok and the database engine", async () => {
      const { status, body } = await call(healthRoute.GET, "/api/health", { method: "GET" });
      expect(status).toBe(200);
      expect(body.data).toEqual({ ok: true, database: { ok: true, engine: testEngine() } });
    });
  });

  describe("unknown /api paths", () => {
    it.each(["GET", "POST", "PUT", "PATCH", "DELETE"] as const)("answer %s with a JSON 404 naming the path", async (method) => {
      const { status, body, response } = await call(unknownRoute[method], "/api/web/nothing-here", { method });
      expect(status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(body).toEqual({ success: 0, message: expect.stringContaining("/api/web/nothing-here") });
    });
  });
});
