import { eq } from "drizzle-orm";
import { createTestDatabase, testEngine, type TestDatabase } from "@/test/db";
import { call } from "@/test/http";
import type { RouteFn } from "@/lib/server/api/route";
import { specialities } from "@/lib/server/db/schema";
import type { FooterSettings } from "@/lib/contracts/footer";
import type { Feature, Homepage, HomepageV2, Statistic } from "@/lib/contracts/home";
import * as footerRoute from "./web/footer/get/route";
import * as homepageRoute from "./web/homepage/get-user/route";
import * as homepageV2Route from "./web/homepage-v2/get-homepage/route";
import * as featuresRoute from "./web/features/get-user/route";
import * as statisticsRoute from "./web/statistics/get-user/route";
import * as specialitiesRoute from "./web/speciality-v2/list-user/route";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.cleanup();
});

const data = async <T>(handler: RouteFn, path: string) => (await call(handler, path)).body.data as T;

/** Every "N specialities" the visitor-facing copy and figures state. */
async function quotedSpecialityCounts(): Promise<number[]> {
  const footer = await data<FooterSettings>(footerRoute.POST, "/api/web/footer/get");
  const home = await data<Homepage>(homepageRoute.POST, "/api/web/homepage/get-user");
  const homeV2 = await data<HomepageV2>(homepageV2Route.POST, "/api/web/homepage-v2/get-homepage");
  const features = await data<Feature[]>(featuresRoute.POST, "/api/web/features/get-user");
  const figures = await data<Statistic[]>(statisticsRoute.POST, "/api/web/statistics/get-user");
  const texts = [footer.companyInfo.description, home.hero.subtitle, homeV2.hero.subtitle, ...features.map((f) => f.description)];
  const inText = texts.flatMap((t) => [...t.matchAll(/(\d+) specialities/g)].map((m) => Number(m[1])));
  const inFigures = [...figures, ...homeV2.statistics].filter((s) => s.label === "Specialities").map((s) => s.value);
  return [...inText, ...inFigures];
}

describe(`figures shown to visitors on ${testEngine()}`, () => {
  it("quote the number of specialities the site lists, everywhere, and follow the data", async () => {
    const listed = (await data<unknown[]>(specialitiesRoute.POST, "/api/web/speciality-v2/list-user")).length;
    const quoted = await quotedSpecialityCounts();
    // footer, home (v1 and v2), a feature tile, the figures (v1 and v2)
    expect(quoted.length).toBeGreaterThanOrEqual(6);
    expect(new Set(quoted)).toEqual(new Set([listed]));

    const db = testDb.handle.db;
    await db.update(specialities).set({ isActive: false }).where(eq(specialities.slug, "cardiology"));
    try {
      expect(new Set(await quotedSpecialityCounts())).toEqual(new Set([listed - 1]));
    } finally {
      await db.update(specialities).set({ isActive: true }).where(eq(specialities.slug, "cardiology"));
    }
  });

  it("leave no placeholder unfilled", async () => {
    const footer = await data<FooterSettings>(footerRoute.POST, "/api/web/footer/get");
    const homeV2 = await data<HomepageV2>(homepageV2Route.POST, "/api/web/homepage-v2/get-homepage");
    expect(JSON.stringify([footer, homeV2])).not.toMatch(/\{(specialityCount|doctorCount)\}/);
  });

  it("offer no made-up video: the demo footer's video block is off, with no address, until staff set the hospital's own", async () => {
    const footer = await data<FooterSettings>(footerRoute.POST, "/api/web/footer/get");
    expect(footer.videoSection).toMatchObject({ enabled: false, videoUrl: "" });
  });
});

describe(`the speciality list in a language on ${testEngine()}`, () => {
  const list = (json?: unknown) => call(specialitiesRoute.POST, "/api/web/speciality-v2/list-user", json === undefined ? {} : { json });

  it("answers SPEC's request in English, and { lang } in Marathi or Hindi, in the same order", async () => {
    const english = (await list()).body.data as { _id: string; specialityName: string }[];
    const marathi = (await list({ lang: "mr" })).body.data as { _id: string; specialityName: string }[];
    expect((await list({})).body.data).toEqual(english);
    expect(marathi.map((s) => s._id)).toEqual(english.map((s) => s._id));
    expect(english.every((s) => /^[\x20-\x7e]+$/.test(s.specialityName))).toBe(true);
    expect(marathi.every((s) => /[\u0900-\u097F]/.test(s.specialityName))).toBe(true);
  });

  it("refuses a language the site is not in, naming the field", async () => {
    const answer = await list({ lang: "fr" });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/lang: must be one of mr, hi/);
  });
});
