import { expect, test } from "@playwright/test";
import { noAxeViolations } from "./pages/axe";
import {
  apiData,
  listDoctorUsernames,
  listServicesV1,
  listServicesV2,
  listSpecialities,
  readHtml,
  serviceV1Path,
  serviceV2Path,
  specialityPath,
} from "./pages/clinical";

const SITE_NAME = "Sunrise Multispeciality Hospital";

// What a crawler without JavaScript gets: heading and content, title, description,
// canonical URL, Open Graph and structured data of the right type, all in the first HTML.
const PAGES: { path: string; h1: string; text: RegExp; type: string; canonical?: string }[] = [
  { path: "/specialityList", h1: "Specialities", text: /Cardiology.*Neurology/, type: "ItemList" },
  { path: "/specialities/cardiology", h1: "Cardiology", text: /Conditions we treat.*Coronary artery disease/, type: "MedicalWebPage" },
  { path: "/services", h1: "Our Services", text: /Diagnostics & Imaging.*3 Tesla MRI/, type: "ItemList" },
  { path: "/services-v2", h1: "Services", text: /Surgery.*Knee & Hip Replacement/, type: "ItemList" },
  { path: "/service-v2/detail/joint-replacement", h1: "Knee & Hip Replacement", text: /Overview.*What to expect/, type: "MedicalProcedure" },
  { path: "/service-v2/detail/mri-scan", h1: "3 Tesla MRI", text: /Preparing for your visit/, type: "MedicalTest" },
  { path: "/service-v2/detail/physiotherapy", h1: "Physiotherapy", text: /Overview/, type: "PhysicalTherapy" },
  { path: "/service-v2/detail/medical-surgical-icu", h1: "Medical & Surgical ICU", text: /Overview/, type: "Service" },
  {
    path: "/service/detail/joint-replacement",
    h1: "Knee & Hip Replacement",
    text: /Overview.*What to expect/,
    type: "MedicalProcedure",
    canonical: "/service-v2/detail/joint-replacement",
  },
];

test.describe("server-rendered SEO", () => {
  for (const p of PAGES) {
    test(`${p.path}: content, title, description, canonical, Open Graph and ${p.type} JSON-LD in the raw HTML`, async ({ request, baseURL }) => {
      const response = await request.get(p.path);
      expect(response.status()).toBe(200);
      const html = readHtml(await response.text());
      const canonical = `${baseURL}${p.canonical ?? p.path}`;
      expect(html.h1).toBe(p.h1);
      expect(html.mainText).toMatch(p.text);
      expect(html.title).toBe(`${p.h1} | ${SITE_NAME}`);
      expect(html.description?.length).toBeGreaterThan(40);
      expect(html.description!.length).toBeLessThanOrEqual(160);
      expect(html.canonical).toBe(canonical);
      expect(html.ogTitle).toBe(p.h1);
      expect(html.ogUrl).toBe(canonical);
      // A page's own Open Graph tags once replaced the layout's, site name included.
      expect(html.ogSiteName).toBe(SITE_NAME);

      const [node] = html.ofType(p.type);
      expect(node, `a ${p.type} node`).toBeTruthy();
      expect(node["@context"]).toBe("https://schema.org");
      if (p.type !== "ItemList") {
        expect(node.name).toBe(p.h1);
        expect(node.url).toBe(canonical);
      }

      const [breadcrumbs] = html.ofType("BreadcrumbList");
      expect(breadcrumbs.itemListElement[0]).toMatchObject({ position: 1, name: "Home", item: `${baseURL}/` });
      const last = breadcrumbs.itemListElement.at(-1);
      expect(last).toMatchObject({ name: p.h1, item: canonical });
    });
  }

  test("the speciality page's structured data: about its MedicalSpecialty, FAQs as questions, image", async ({ request, baseURL }) => {
    const html = readHtml(await (await request.get("/specialities/cardiology")).text());
    const [page] = html.ofType("MedicalWebPage");
    expect(page["@type"]).toEqual(["MedicalWebPage", "FAQPage"]);
    expect(page.about).toMatchObject({ "@type": "MedicalSpecialty", name: "Cardiology" });
    expect(page.specialty).toBe("https://schema.org/Cardiovascular");
    expect(page.mainEntity.length).toBeGreaterThan(0);
    for (const q of page.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.name.length).toBeGreaterThan(5);
      expect(q.acceptedAnswer).toMatchObject({ "@type": "Answer" });
    }
    expect(html.ogImage).toBe(`${baseURL}/public/images/specialities/cardiology.svg`);
  });

  test("list pages' ItemLists name every entry with its absolute address", async ({ request, baseURL }) => {
    const specialities = await listSpecialities(request);
    const [list] = readHtml(await (await request.get("/specialityList")).text()).ofType("ItemList");
    expect(list.itemListElement.map((i: { url: string }) => i.url)).toEqual(specialities.map((s) => `${baseURL}${specialityPath(s)}`));

    const services = await listServicesV2(request);
    const [v2] = readHtml(await (await request.get("/services-v2")).text()).ofType("ItemList");
    expect(v2.itemListElement.map((i: { url: string }) => i.url).sort()).toEqual(services.map((s) => `${baseURL}${serviceV2Path(s.serviceUrl)}`).sort());
  });

  test("a surgery's structured data is a surgical MedicalProcedure with preparation and specialities", async ({ request }) => {
    const html = readHtml(await (await request.get("/service-v2/detail/joint-replacement")).text());
    const [procedure] = html.ofType("MedicalProcedure");
    expect(procedure.procedureType).toBe("https://schema.org/SurgicalProcedure");
    expect(procedure.preparation).toMatch(/pre-operative class/);
    expect(procedure.relevantSpecialty).toContain("https://schema.org/Musculoskeletal");
  });

  test("the page shows its content with JavaScript turned off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/specialities/neurology");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Neurology");
    await expect(page.getByRole("region", { name: "Our doctors" }).getByRole("link").first()).toBeVisible();
    // FAQs are native <details>: they open without script.
    const faq = page.locator("details").nth(1);
    await faq.locator("summary").click();
    await expect(faq).toHaveAttribute("open", "");
    await context.close();
  });
});

test.describe("sitemap and robots", () => {
  test("/sitemap.xml lists the static pages, every speciality, doctor, service, published article and open job opening, all absolute", async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: body.match(/<loc>([^<]+)<\/loc>/)![1].replace(/&amp;/g, "&"),
      lastmod: body.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1] ?? null,
    }));
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`)).toBe(true);

    const expected = (path: string) => `${baseURL}${path}`;
    const statics = ["/doctorList", "/specialityList", "/services", "/services-v2", "/patients", "/news", "/gallery", "/bloglist"];
    statics.push("/about", "/contactUs", "/appointment", "/career", "/Terms", "/Privacy");
    expect(locs).toContain(`${baseURL}/`);
    for (const path of statics) expect(locs).toContain(expected(path));
    for (const loc of locs) expect(new URL(loc).pathname).not.toMatch(/^\/(home$|p\/|payment|send-otp|api\/)/);

    const [specialities, usernames, v1, v2, blogs, news, careers] = await Promise.all([
      listSpecialities(request),
      listDoctorUsernames(request),
      listServicesV1(request),
      listServicesV2(request),
      apiData<{ articles: { url: string }[] }>(request, "/api/web/blog/getblogs-Main", { limit: 50 }),
      request.get("/api/web/blog/news?limit=50").then(async (r) => (await r.json()).data as { articles: { url: string }[] }),
      apiData<{ openings: { url: string; isOpen: boolean }[] }>(request, "/api/web/career/list-user"),
    ]);
    // Closed openings keep their page but leave the sitemap; drafts and future news are in neither.
    const closed = careers.openings.filter((o) => !o.isOpen).map((o) => `/careers/${o.url}`);
    expect(closed.length).toBeGreaterThan(0);
    for (const path of closed) expect(locs).not.toContain(expected(path));
    const dbPaths = [
      ...specialities.map(specialityPath),
      ...usernames.map((u) => `/doctordetail/${encodeURIComponent(u)}`),
      ...v1.flatMap((c) => c.services.map((s) => serviceV1Path(c, s))),
      ...v2.map((s) => serviceV2Path(s.serviceUrl)),
      ...blogs.articles.map((a) => `/blogdetail/${a.url}`),
      ...news.articles.map((a) => `/newsdetail/${a.url}`),
      ...careers.openings.filter((o) => o.isOpen).map((o) => `/careers/${o.url}`),
    ];
    for (const path of dbPaths) expect(locs, path).toContain(expected(path));
    // Every other entry is one of these pages in Marathi or Hindi (e2e/languages.spec.ts).
    const english = locs.filter((loc) => !/^\/(mr|hi)(\/|$)/.test(new URL(loc).pathname));
    expect(english.length).toBe(1 + statics.length + dbPaths.length);
    const englishOf = (loc: string) => {
      const url = new URL(loc);
      url.pathname = url.pathname.replace(/^\/(mr|hi)(?=\/|$)/, "") || "/";
      return url.href;
    };
    for (const loc of locs.filter((l) => !english.includes(l))) expect(english).toContain(englishOf(loc));

    // Records carry the time they last changed.
    for (const e of entries.filter((e) => dbPaths.includes(new URL(e.loc).pathname))) {
      expect(Number.isNaN(Date.parse(e.lastmod ?? ""))).toBe(false);
    }
  });

  test("every address in the sitemap answers 200", async ({ request }) => {
    test.setTimeout(180_000);
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc.replace(/&amp;/g, "&")).pathname);
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("/robots.txt names the sitemap", async ({ request, baseURL }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(new RegExp(`^Sitemap: ${baseURL!.replace(/[.]/g, "\\.")}/sitemap\\.xml$`, "m"));
  });
});

test.describe("accessibility of the clinical pages", () => {
  for (const path of ["/specialities/cardiology", "/services", "/services-v2", "/service-v2/detail/mri-scan", "/service/detail/joint-replacement"]) {
    test(`axe-core finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await noAxeViolations(page);
    });
  }

  test("axe-core finds no violations on a v1 service page", async ({ page, request }) => {
    const [category] = await listServicesV1(request);
    await page.goto(serviceV1Path(category, category.services[0]));
    await noAxeViolations(page);
  });
});
