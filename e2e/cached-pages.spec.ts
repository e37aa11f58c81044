import { expect, test } from "@playwright/test";

// Raw HTTP, no JavaScript: public content pages are cached HTML (README "Cached pages"), whole
// in their first bytes, and they say how long a CDN may keep them; filtered lists stay per request.

const CACHED = [
  "/",
  "/home",
  "/specialityList",
  "/services",
  "/services-v2",
  "/about",
  "/contactUs",
  "/doctordetail/dr-rajesh-iyer",
  "/specialities/cardiology",
  "/service-v2/detail/mri-scan",
];

for (const path of CACHED) {
  test(`${path} is served from the page cache after its first request, whole in its HTML`, async ({ request }) => {
    await request.get(path);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers["x-nextjs-cache"]).toBe("HIT");
    expect(headers["cache-control"]).toMatch(/s-maxage=300/);
    expect(headers["cache-control"]).not.toMatch(/private|no-store/);
    const html = await response.text();
    // React hides content streamed behind a Suspense boundary once ~12.8 kB are out
    // (facebook/react#35460): no such holes, so crawlers and clients without scripts see it all.
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
  });
}

test("a query string a visitor adds does not make a new cache entry of a cached page", async ({ request }) => {
  await request.get("/specialities/neurology");
  for (const query of ["?utm_source=x", "?a=1&b=2", `?n=${Date.now()}`]) {
    expect((await request.get(`/specialities/neurology${query}`)).headers()["x-nextjs-cache"], query).toBe("HIT");
  }
});

test("a filtered doctor list is rendered per request and never cached by a CDN", async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/doctorList?speciality=cardiology");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(response.headers()["cache-control"]).toMatch(/no-store/);
    expect(await response.text()).toMatch(/<h1[^>]*>Cardiology doctors/);
  }
});

test("a known page is served from the page cache, and an unknown or case-variant address never is", async ({ baseURL }) => {
  const cacheState = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get("x-nextjs-cache") };
  };
  await cacheState("/doctordetail/dr-rajesh-iyer");
  expect(await cacheState("/doctordetail/dr-rajesh-iyer")).toEqual({ status: 200, cache: "HIT" });
  // Asked twice: had the first answer been stored, the second would be a HIT.
  for (const junk of ["/doctordetail/dr-zq-nobody", "/doctordetail/DR-RAJESH-IYER", "/specialities/zq-nothing", "/service-v2/detail/zq-none"]) {
    await cacheState(junk);
    const again = await cacheState(junk);
    expect(again.cache, junk).not.toBe("HIT");
    expect([404, 308], junk).toContain(again.status);
  }
});
