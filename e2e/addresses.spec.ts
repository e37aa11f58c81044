import { expect, test, type APIRequestContext } from "@playwright/test";

// Item 11 of the review: one canonical address per record. Every other spelling (letter case,
// an id instead of a slug, an alias route, a category's name) answers a permanent redirect to
// it, over raw HTTP.

async function api<T>(request: APIRequestContext, path: string, data: object = {}): Promise<T> {
  const response = await request.post(`/api/web/${path}`, { data });
  return (await response.json()).data as T;
}

async function expectRedirect(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 });
  expect(response.status(), from).toBe(308);
  expect(new URL(response.headers()["location"], "http://x").pathname, from).toBe(to);
  expect((await request.get(to, { maxRedirects: 0 })).status(), to).toBe(200);
}

test.describe("canonical addresses", () => {
  test("a doctor's address in another letter case redirects (308) to the lower-case one", async ({ request }) => {
    for (const from of ["/doctordetail/DR-RAJESH-IYER", "/doctordetail/Dr-Rajesh-Iyer", "/doctordetail/dr-rajesh-IYER"]) {
      await expectRedirect(request, from, "/doctordetail/dr-rajesh-iyer");
    }
  });

  test("a speciality by another letter case, or by its id, redirects to its slug", async ({ request }) => {
    const specialities = await api<{ _id: string; specialityUrl: string }[]>(request, "speciality-v2/list-user");
    const cardiology = specialities.find((s) => s.specialityUrl === "cardiology")!;
    await expectRedirect(request, "/specialities/Cardiology", "/specialities/cardiology");
    await expectRedirect(request, `/specialities/${cardiology._id}`, "/specialities/cardiology");
    await expectRedirect(request, `/specialities/${cardiology._id.toUpperCase()}`, "/specialities/cardiology");
  });

  test("a v2 service in another case, and the /service/detail alias, redirect to /service-v2/detail/:slug", async ({ request }) => {
    const services = await api<{ serviceUrl: string }[]>(request, "v2/service/list-public");
    const slug = services[0].serviceUrl;
    await expectRedirect(request, `/service-v2/detail/${slug.toUpperCase()}`, `/service-v2/detail/${slug}`);
    await expectRedirect(request, `/service/detail/${slug}`, `/service-v2/detail/${slug}`);
    await expectRedirect(request, `/service/detail/${slug.toUpperCase()}`, `/service-v2/detail/${slug}`);
    expect((await request.get("/service/detail/no-such-service", { maxRedirects: 0 })).status()).toBe(404);
  });

  test("a v1 service by its category's name or letter case redirects to the category's slug", async ({ request }) => {
    const categories = await api<{ categoryName: string; categoryUrl: string; services: { _id: string }[] }[]>(
      request,
      "service/mapped-by-category",
    );
    const category = categories.find((c) => c.services.length)!;
    const id = category.services[0]._id;
    const canonical = `/service/${category.categoryUrl}/${id}`;
    await expectRedirect(request, `/service/${encodeURIComponent(category.categoryName)}/${id}`, canonical);
    await expectRedirect(request, `/service/${category.categoryUrl.toUpperCase()}/${id.toUpperCase()}`, canonical);
  });

  test("an address spelling plain characters as escapes redirects to the plain spelling", async ({ request }) => {
    await expectRedirect(request, "/doctordetail/dr%2Drajesh%2Diyer", "/doctordetail/dr-rajesh-iyer");
    await expectRedirect(request, "/specialities/%63ardiology", "/specialities/cardiology");
  });

  test("the canonical addresses themselves answer 200 without a redirect", async ({ request }) => {
    for (const path of ["/doctordetail/dr-rajesh-iyer", "/specialities/cardiology"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });
});
