import path from "node:path";
import { expect, test } from "@playwright/test";
import { loadRouteTable } from "../server/routes";
import { ROUTE_METHODS_OF } from "../lib/contracts/calls";
import { UNKNOWN_ADDRESSES } from "./pages/unknown-addresses";
import { withoutScripts } from "./pages/html";

// Raw HTTP, no JavaScript: what a crawler or a browser without scripts receives for an
// address that names nothing. Next.js alone answers a page's notFound() with an empty
// `<html id="__next_error__">` document; the server's not-found step (server/steps/not-found.ts) gives the whole page instead.

test.describe("not-found pages over raw HTTP", () => {
  test("each 404 names its own kind, however many others were answered before it (the not-found page is never cached)", async ({ request }) => {
    for (let round = 0; round < 2; round++) {
      for (const [path, heading] of UNKNOWN_ADDRESSES) {
        const html = await (await request.get(path, { maxRedirects: 0 })).text();
        expect(withoutScripts(html), path).toContain(`<h1>${heading}</h1>`);
      }
    }
  });

  for (const [path, heading] of UNKNOWN_ADDRESSES) {
    test(`${path} answers 404 with the whole not-found page in its HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).not.toContain("__next_error__");
      expect(html).toMatch(/<html lang="en-IN"/);
      expect(html).toMatch(/<title>Page not found \| [^<]+<\/title>/);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const body = withoutScripts(html);
      // The shell: skip link, navigation with Book Appointment, footer.
      expect(body).toContain("Skip to main content");
      expect(body).toMatch(/<nav[^>]*aria-label="Main"/);
      expect(body).toContain("<footer");
      // The view: its heading and the ways on.
      expect(body).toContain(`<h1>${heading}</h1>`);
      expect(body).toMatch(/<a [^>]*href="\/doctorList"/);
      expect(body).toMatch(/<a [^>]*href="\/appointment"/);
    });
  }

  test("Next itself still answers a page's notFound() with a blank document (vercel/next.js#62228), so the server's not-found step is still needed", async ({ request }) => {
    // A request with a header of Next's router is not held by the not-found step (it holds what
    // a browser or crawler asks for as a document), and without RSC: 1 Next renders the page's
    // HTML for it as it does for any GET: this is Next's own answer. The day it carries the page
    // whole, this test fails: remove server/steps/not-found.ts and its step in server/main.ts,
    // and let this test go with it. (It was a POST; a build without Server Actions now answers a
    // page's POST with 405 before Next.)
    const response = await request.get("/doctordetail/dr-nobody-at-all", { headers: { "next-router-prefetch": "1" } });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('id="__next_error__"');
    expect(withoutScripts(html)).not.toContain("<h1>");
  });

  test("the server reads the same routes off the build as `next dev` reads off app/'s files, and only Next's own two besides, which answer the not-found page", () => {
    const root = path.resolve(__dirname, "..");
    const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || ".next");
    const built = loadRouteTable(root, distDir, ROUTE_METHODS_OF);
    const patterns = (table: typeof built) => table.routes.map((route) => `${route.kind} ${route.pattern} ${route.methods.join(",")}`).sort();
    expect(patterns(built)).toEqual(patterns(loadRouteTable(root, null, ROUTE_METHODS_OF)));
    expect([...built.nextOwn].sort()).toEqual(["/_global-error", "/_not-found"]);
  });

  test("an unknown doctor's page offers the doctor list and a search that works without JavaScript", async ({ request }) => {
    const html = withoutScripts(await (await request.get("/doctordetail/dr-nobody")).text());
    expect(html).toMatch(/<form[^>]*action="\/doctorList"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="name"/);
    expect(html).toContain("See all doctors");
  });

  test("HEAD of an unknown detail address answers 404 with no body", async ({ request }) => {
    const response = await request.head("/specialities/no-such-speciality");
    expect(response.status()).toBe(404);
    expect((await response.body()).length).toBe(0);
  });

  test("a request cannot pick the not-found page's heading through the server's own header", async ({ request }) => {
    const response = await request.get("/no-such-page", { headers: { "x-hospital-missing-path": "/doctordetail/x" } });
    expect(response.status()).toBe(404);
    expect(withoutScripts(await response.text())).toContain("<h1>Page not found</h1>");
  });

  test("known pages pass through the server untouched, compressed when asked", async ({ request }) => {
    const response = await request.get("/doctordetail/dr-rajesh-iyer", { headers: { "accept-encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Dr. Rajesh Iyer");
  });
});
