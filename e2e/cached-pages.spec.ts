import zlib from "node:zlib";
import { expect, test, type APIRequestContext } from "@playwright/test";

// Raw HTTP, no JavaScript: public content pages are cached HTML (docs/request-path.md "Cached pages"), whole
// in their first bytes, and they say how long a CDN may keep them; a filtered doctor list is
// cached once per combination of its filters, and junk filters are never stored.

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

/**
 * Asks for `path` until the page cache answers it (HIT): Next stores a page's first render as the
 * answer ends, so on a busy machine the very next request can still find it missing (seen in CI:
 * MISS right after the first request).
 */
async function untilCached(request: APIRequestContext, path: string): Promise<void> {
  await request.get(path);
  await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path, timeout: 10_000 }).toBe("HIT");
}

for (const path of CACHED) {
  test(`${path} is served from the page cache after its first request, whole in its HTML`, async ({ request }) => {
    await untilCached(request, path);
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

test("a cached page goes out as its brotli copy made once (quality 11): whole, with its length and the page's ETag, smaller than per-request compression", async ({ request }) => {
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  const plain = await request.get("/specialities/cardiology", { headers: { "accept-encoding": "identity" } });
  const html = await plain.text();
  // The copy is made in the thread pool after the page is first sent: a moment later it is there.
  await expect.poll(async () => (await request.get("/specialities/cardiology", { headers: browser })).headers()["content-length"], { timeout: 10_000 }).toMatch(/^\d+$/);
  const copy = await request.get("/specialities/cardiology", { headers: browser });
  expect(copy.headers()).toMatchObject({ "content-encoding": "br", etag: plain.headers()["etag"] });
  expect(await copy.text()).toBe(html);
  const perRequest = zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  expect(Number(copy.headers()["content-length"])).toBeLessThan(perRequest);
});

test("a query string a visitor adds does not make a new cache entry of a cached page", async ({ request }) => {
  await untilCached(request, "/specialities/neurology");
  for (const query of ["?utm_source=x", "?a=1&b=2", `?n=${Date.now()}`]) {
    expect((await request.get(`/specialities/neurology${query}`)).headers()["x-nextjs-cache"], query).toBe("HIT");
  }
});

/**
 * Combinations of filters no other test asks for, each as the list's own order and another. The
 * booking tests on the other worker expire the availability tag every list carries (its "next
 * free" times), so a stored list can be dropped between two requests of this test (seen in CI: a
 * HIT, then a MISS 1 ms later). A combination whose other order misses is tried again with one
 * never asked for before: storing each order apart misses on every combination, a dropped entry
 * on one.
 */
const FILTER_COMBINATIONS = [
  ["speciality=cardiology&gender=male", "gender=male&speciality=cardiology"],
  ["speciality=neurology&gender=male", "gender=male&speciality=neurology"],
  ["speciality=orthopaedics&gender=female", "gender=female&speciality=orthopaedics"],
] as const;

test("a filtered doctor list is cached once per combination of filters, whatever the order of its query or added parameters", async ({ request }) => {
  const misses: string[] = [];
  for (const [own, other] of FILTER_COMBINATIONS) {
    const paths = [`/doctorList?${own}`, `/doctorList?${other}`, `/doctorList?${other}&utm_source=poster&language=&page=1`];
    await untilCached(request, paths[0]);
    const responses = [];
    for (const path of paths) responses.push({ path, response: await request.get(path) });
    const missed = responses.filter(({ response }) => response.headers()["x-nextjs-cache"] !== "HIT");
    if (missed.length) {
      misses.push(missed.map(({ path, response }) => `${path}: ${response.headers()["x-nextjs-cache"]}`).join(", "));
      continue;
    }
    const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1];
    const ownHeading = heading(await responses[0].response.text());
    expect(ownHeading, paths[0]).toMatch(/ doctors/i);
    for (const { path, response } of responses) {
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cache-control"], path).toMatch(/s-maxage=300/);
      const html = await response.text();
      expect(heading(html), path).toBe(ownHeading);
      expect(html, path).toContain('<link rel="canonical"');
      // Rendered from its view at the list's own address: the menu's Doctors is the current page.
      expect(html, path).toMatch(/<a [^>]*aria-current="page" href="\/doctorList">Doctors</);
      expect(html, path).not.toContain("/doctorList/filtered/");
    }
    await untilCached(request, "/doctorList");
    return;
  }
  throw new Error(`Every combination's other order missed the page cache: ${misses.join("; ")}`);
});

test("values that are not a list's own redirect to its own address and are never stored; a name search is rendered per request", async ({ request }) => {
  for (const [path, own] of [
    ["/doctorList?speciality=no-such-speciality", "/doctorList"],
    ["/doctorList?language=punjabi&gender=male", "/doctorList?gender=male&language=Punjabi"],
    ["/doctorList?speciality=cardiology&page=1", "/doctorList?speciality=cardiology"],
    ["/doctorList?speciality=cardiology&page=999", "/doctorList?speciality=cardiology"],
  ] as const) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status()]).toEqual([path, 307]);
      expect(response.headers()["location"], path).toBe(own);
      expect(response.headers()["x-nextjs-cache"], path).not.toBe("HIT");
    }
  }
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/doctorList?name=kulkarni");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(response.headers()["cache-control"]).toMatch(/no-store/);
    expect(await response.text()).toMatch(/<h1[^>]*>Doctors matching/);
  }
});

test("the cached views of the lists have no address of their own", async ({ request }) => {
  for (const path of ["/doctorList/filtered/cardiology/-/-/-", "/doctorList/filtered/-/-/-/-", "/doctorList/filtered"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(/<h1[^>]*>/);
  }
});

test("a known page is served from the page cache, and an unknown or case-variant address never is", async ({ baseURL }) => {
  const cacheState = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`, { redirect: "manual" });
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get("x-nextjs-cache") };
  };
  await cacheState("/doctordetail/dr-rajesh-iyer");
  await expect.poll(() => cacheState("/doctordetail/dr-rajesh-iyer"), { timeout: 10_000 }).toEqual({ status: 200, cache: "HIT" });
  // Asked twice: had the first answer been stored, the second would be a HIT.
  for (const junk of ["/doctordetail/dr-zq-nobody", "/doctordetail/DR-RAJESH-IYER", "/specialities/zq-nothing", "/service-v2/detail/zq-none"]) {
    await cacheState(junk);
    const again = await cacheState(junk);
    expect(again.cache, junk).not.toBe("HIT");
    expect([404, 308], junk).toContain(again.status);
  }
});
