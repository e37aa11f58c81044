import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import { doctors, services, siteSettings } from "@/lib/server/db/schema";
import { SERVICE_CATEGORIES_SEED, SERVICES_SEED } from "@/lib/server/db/seed/services";
import { FEATURES_SEED, HOMEPAGE_SEED, STATISTICS_SEED } from "@/lib/server/db/seed/home";
import { DEFAULT_HOMEPAGE, type Feature, type Homepage, type HomepageV2, type Statistic } from "@/lib/contracts/home";
import { fillCountsDeep } from "@/lib/copy/counts";
import { resetSettingReports } from "@/lib/server/settings";

/** The demo copy as visitors read it: 28 specialities and 66 doctors in the seed. */
const SEED_COUNTS = { specialityCount: 28, doctorCount: 66 };
import type { ServiceCategoryV1, ServiceHierarchyNode, ServiceV1Detail, ServiceV2, ServiceV2Detail } from "@/lib/contracts/services";
import * as homepageRoute from "./web/homepage/get-user/route";
import * as homepageV2Route from "./web/homepage-v2/get-homepage/route";
import * as featuresRoute from "./web/features/get-user/route";
import * as statisticsRoute from "./web/statistics/get-user/route";
import * as listPublicRoute from "./web/v2/service/list-public/route";
import * as hierarchyRoute from "./web/v2/service/mapped-hierarchy/route";
import * as byUrlRoute from "./web/v2/service/by-url/route";
import * as byCategoryRoute from "./web/service/mapped-by-category/route";
import * as serviceV1Route from "./web/service/[category]/[id]/route";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const SERVICE_V2_KEYS = ["_id", "category", "hero", "overview", "serviceName", "serviceUrl"];

async function getV1(category: string, id: string) {
  return call(serviceV1Route.GET, `/api/web/service/${encodeURIComponent(category)}/${id}`, { method: "GET", params: { category, id } });
}

describe(`home and services API on ${testEngine()}`, () => {
  describe("POST /api/web/homepage/get-user", () => {
    it("returns the hero with both calls to action, the highlights and the call-to-action bands", async () => {
      const { status, body } = await call(homepageRoute.POST, "/api/web/homepage/get-user");
      expect(status).toBe(200);
      const home = body.data as Homepage;
      expect(Object.keys(home).sort()).toEqual(["callsToAction", "hero", "highlights"]);
      expect(home.hero).toEqual(fillCountsDeep(HOMEPAGE_SEED.hero, SEED_COUNTS));
      expect(home.hero.primaryCta).toEqual({ label: "Book Appointment", href: "/appointment" });
      expect(home.highlights.length).toBeGreaterThanOrEqual(3);
      expect(home.callsToAction.every((c) => c.cta.href.startsWith("/"))).toBe(true);
    });

    it("falls back to the schema's default (not the demo seed) when the stored setting is missing or malformed, logging it once", async () => {
      const db = testDb.handle.db;
      const [saved] = await db.select().from(siteSettings).where(eq(siteSettings.key, "homepage"));
      const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
      resetSettingReports();
      try {
        await db.update(siteSettings).set({ value: { hero: "oops" } }).where(eq(siteSettings.key, "homepage"));
        expect((await call(homepageRoute.POST, "/api/web/homepage/get-user")).body.data).toEqual(DEFAULT_HOMEPAGE);
        expect((await call(homepageRoute.POST, "/api/web/homepage/get-user")).body.data).toEqual(DEFAULT_HOMEPAGE);
        expect(spy).toHaveBeenCalledTimes(1);
        await db.delete(siteSettings).where(eq(siteSettings.key, "homepage"));
        expect((await call(homepageRoute.POST, "/api/web/homepage/get-user")).body.data).toEqual(DEFAULT_HOMEPAGE);
        expect((await call(homepageRoute.POST, "/api/web/homepage/get-user")).body.data).toEqual(DEFAULT_HOMEPAGE);
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
        await db.insert(siteSettings).values(saved).onConflictDoUpdate({ target: siteSettings.key, set: { value: saved.value } });
      }
    });

    it("answers GET with 405", async () => {
      expect((await call(homepageRoute.GET, "/api/web/homepage/get-user", { method: "GET" })).status).toBe(405);
    });
  });

  describe("POST /api/web/homepage-v2/get-homepage", () => {
    it("returns the home page with features, statistics, specialities, featured doctors and services", async () => {
      const { status, body } = await call(homepageV2Route.POST, "/api/web/homepage-v2/get-homepage", { json: {} });
      expect(status).toBe(200);
      const home = body.data as HomepageV2;
      expect(Object.keys(home).sort()).toEqual(
        ["callsToAction", "featuredDoctors", "featuredServices", "features", "hero", "highlights", "specialities", "statistics"].sort(),
      );
      expect(home.features).toHaveLength(FEATURES_SEED.length);
      expect(home.statistics).toHaveLength(STATISTICS_SEED.length);
      expect(home.specialities).toHaveLength(8);
      expect(home.featuredDoctors.length).toBeGreaterThanOrEqual(6);
      expect(home.featuredDoctors.length).toBeLessThanOrEqual(8);
      expect(home.featuredServices.length).toBeGreaterThanOrEqual(4);
      expect(home.featuredServices.length).toBeLessThanOrEqual(6);
      for (const s of home.featuredServices) expect(Object.keys(s).sort()).toEqual(SERVICE_V2_KEYS);
    });

    it("leaves an inactive featured doctor off the home page", async () => {
      const db = testDb.handle.db;
      await db.update(doctors).set({ isActive: false }).where(eq(doctors.username, "dr-ananya-kulkarni"));
      try {
        const { body } = await call(homepageV2Route.POST, "/api/web/homepage-v2/get-homepage");
        expect((body.data as HomepageV2).featuredDoctors.map((d) => d.username)).not.toContain("dr-ananya-kulkarni");
      } finally {
        await db.update(doctors).set({ isActive: true }).where(eq(doctors.username, "dr-ananya-kulkarni"));
      }
    });
  });

  describe("POST /api/web/features/get-user and /api/web/statistics/get-user", () => {
    it("lists the features in display order with title, description and icon name", async () => {
      const { status, body } = await call(featuresRoute.POST, "/api/web/features/get-user");
      expect(status).toBe(200);
      const list = body.data as Feature[];
      expect(list.map((f) => f.title)).toEqual(FEATURES_SEED.map((f) => fillCountsDeep(f.title, SEED_COUNTS)));
      for (const f of list) expect(Object.keys(f).sort()).toEqual(["_id", "description", "icon", "title"]);
    });

    it("lists the figures with label, value and suffix, e.g. 350 + Beds", async () => {
      const { status, body } = await call(statisticsRoute.POST, "/api/web/statistics/get-user");
      expect(status).toBe(200);
      const list = body.data as Statistic[];
      expect(list[0]).toEqual({ _id: expect.any(String), label: "Beds", value: 350, suffix: "+", icon: "bed" });
      expect(list.map((s) => s.label)).toEqual(STATISTICS_SEED.map((s) => s.label));
    });

    it("answer GET with 405", async () => {
      expect((await call(featuresRoute.GET, "/api/web/features/get-user", { method: "GET" })).status).toBe(405);
      expect((await call(statisticsRoute.GET, "/api/web/statistics/get-user", { method: "GET" })).status).toBe(405);
    });
  });

  describe("POST /api/web/v2/service/list-public", () => {
    it("lists every seeded service in the v2 shape, in category then service order", async () => {
      const { status, body } = await call(listPublicRoute.POST, "/api/web/v2/service/list-public");
      expect(status).toBe(200);
      const list = body.data as ServiceV2[];
      expect(list).toHaveLength(SERVICES_SEED.length);
      expect(list.length).toBeGreaterThanOrEqual(30);
      for (const s of list) {
        expect(Object.keys(s).sort()).toEqual(SERVICE_V2_KEYS);
        expect(Object.keys(s.hero).sort()).toEqual(["description", "image", "title"]);
        expect(s.hero.image).toBe(`/images/services/${s.category.categoryUrl}.svg`);
      }
      expect(list[0].category.categoryName).toBe(SERVICE_CATEGORIES_SEED[0].name);
      expect(list.map((s) => s.serviceUrl)).toEqual(SERVICES_SEED.map((s) => s.slug));
    });

    it("leaves out an inactive service", async () => {
      const db = testDb.handle.db;
      await db.update(services).set({ isActive: false }).where(eq(services.slug, "ct-scan"));
      try {
        const { body } = await call(listPublicRoute.POST, "/api/web/v2/service/list-public");
        expect((body.data as ServiceV2[]).map((s) => s.serviceUrl)).not.toContain("ct-scan");
        const detail = await call(byUrlRoute.POST, "/api/web/v2/service/by-url", { json: { url: "ct-scan" } });
        expect(detail.status).toBe(404);
      } finally {
        await db.update(services).set({ isActive: true }).where(eq(services.slug, "ct-scan"));
      }
    });
  });

  describe("POST /api/web/v2/service/mapped-hierarchy", () => {
    it("groups the services under their categories", async () => {
      const { status, body } = await call(hierarchyRoute.POST, "/api/web/v2/service/mapped-hierarchy");
      expect(status).toBe(200);
      const tree = body.data as ServiceHierarchyNode[];
      expect(tree.map((c) => c.categoryUrl)).toEqual(SERVICE_CATEGORIES_SEED.map((c) => c.slug));
      expect(tree.reduce((n, c) => n + c.services.length, 0)).toBe(SERVICES_SEED.length);
      for (const c of tree) {
        expect(Object.keys(c).sort()).toEqual(["_id", "categoryName", "categoryUrl", "description", "image", "services"]);
        expect(c.services.every((s) => s.category._id === c._id)).toBe(true);
      }
    });
  });

  describe("POST /api/web/v2/service/by-url", () => {
    it("returns one service with sections, related specialities and related doctors", async () => {
      const { status, body } = await call(byUrlRoute.POST, "/api/web/v2/service/by-url", { json: { url: "mri-scan" } });
      expect(status).toBe(200);
      const service = body.data as ServiceV2Detail;
      expect(Object.keys(service).sort()).toEqual([...SERVICE_V2_KEYS, "relatedDoctors", "relatedSpecialities", "sections"].sort());
      expect(service.serviceName).toBe("3 Tesla MRI");
      expect(service.hero.title).toBe("3 Tesla MRI");
      expect(service.sections.length).toBeGreaterThanOrEqual(2);
      expect(service.sections[0]).toEqual({ title: "Preparing for your visit", body: expect.any(String) });
      expect(service.relatedSpecialities.map((s) => s.specialityUrl).sort()).toEqual(["neurology", "orthopaedics", "radiology-imaging"]);
      expect(service.relatedDoctors.length).toBeGreaterThan(0);
      expect(service.relatedDoctors.length).toBeLessThanOrEqual(8);
      const related = new Set(service.relatedSpecialities.map((s) => s._id));
      for (const d of service.relatedDoctors) expect(d.specialities.some((s) => related.has(s._id))).toBe(true);
    });

    it.each(["no-such-service", "MRI SCAN", "../x"])("answers an unknown url (%s) with 404 Service not found", async (url) => {
      const { status, body } = await call(byUrlRoute.POST, "/api/web/v2/service/by-url", { json: { url } });
      expect(status).toBe(404);
      expect(body).toEqual({ success: 0, message: "Service not found" });
    });

    it("answers a missing url with 400 and GET with 405", async () => {
      const missing = await call(byUrlRoute.POST, "/api/web/v2/service/by-url", { json: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/^Invalid request body: url:/);
      expect((await call(byUrlRoute.GET, "/api/web/v2/service/by-url", { method: "GET" })).status).toBe(405);
    });
  });

  describe("POST /api/web/service/mapped-by-category (v1)", () => {
    it("lists categories with their services in the v1 shape", async () => {
      const { status, body } = await call(byCategoryRoute.POST, "/api/web/service/mapped-by-category");
      expect(status).toBe(200);
      const categories = body.data as ServiceCategoryV1[];
      expect(categories).toHaveLength(SERVICE_CATEGORIES_SEED.length);
      for (const c of categories) {
        expect(Object.keys(c).sort()).toEqual(["_id", "categoryName", "categoryUrl", "description", "image", "services"]);
        for (const s of c.services) expect(Object.keys(s).sort()).toEqual(["_id", "description", "image", "serviceName", "serviceUrl"]);
      }
    });
  });

  describe("GET /api/web/service/{category}/{id} (v1)", () => {
    async function firstImagingService() {
      const { body } = await call(byCategoryRoute.POST, "/api/web/service/mapped-by-category");
      const imaging = (body.data as ServiceCategoryV1[]).find((c) => c.categoryUrl === "diagnostics-imaging")!;
      return { category: imaging, service: imaging.services[0] };
    }

    it("returns a service by its category's url slug and its id", async () => {
      const { service } = await firstImagingService();
      const { status, body } = await getV1("diagnostics-imaging", service._id);
      expect(status).toBe(200);
      const detail = body.data as ServiceV1Detail;
      expect(detail).toMatchObject({ _id: service._id, serviceName: service.serviceName, category: { categoryUrl: "diagnostics-imaging" } });
      expect(detail.sections.length).toBeGreaterThan(0);
      expect(detail.specialities.length).toBeGreaterThan(0);
      expect(detail.doctors.length).toBeGreaterThan(0);
    });

    it("accepts the category's name, in any case, as well as its slug", async () => {
      const { service } = await firstImagingService();
      expect((await getV1("Diagnostics & Imaging", service._id)).status).toBe(200);
      expect((await getV1("diagnostics & imaging", service._id)).status).toBe(200);
      // A client that encodes the segment twice.
      expect((await getV1(encodeURIComponent("Diagnostics & Imaging"), service._id)).status).toBe(200);
    });

    it.each([
      ["a service filed under another category", "laboratory", "first"],
      ["an unknown category", "astrology", "first"],
      ["an id that is not a uuid", "diagnostics-imaging", "mri-scan"],
      ["an unknown uuid", "diagnostics-imaging", "00000000-0000-4000-8000-000000000000"],
    ])("answers %s with 404 Service not found", async (_label, category, id) => {
      const realId = id === "first" ? (await firstImagingService()).service._id : id;
      const { status, body } = await getV1(category, realId);
      expect(status).toBe(404);
      expect(body).toEqual({ success: 0, message: "Service not found" });
    });

    it("answers POST with 405", async () => {
      const { status, response } = await call(serviceV1Route.POST, "/api/web/service/x/y", { params: { category: "x", id: "y" } });
      expect(status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    });
  });
});
