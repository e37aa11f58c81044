import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";
import { UNKNOWN_ADDRESSES } from "./pages/unknown-addresses";
import { withoutScripts } from "./pages/html";

// Every route of SPEC.md section 2 with content of its own, and the heading it shows.
const PAGES: [path: string, heading: RegExp][] = [
  ["/", /Sunrise Multispeciality Hospital/],
  ["/home", /Sunrise Multispeciality Hospital/],
  ["/doctorList", /Find a Doctor/],
  ["/specialityList", /^Specialities$/],
  ["/specialities/cardiology", /^Cardiology$/],
  ["/services", /Our Services/],
  ["/services-v2", /^Services$/],
  ["/patients", /Patient Testimonials/],
  ["/news", /^News$/],
  ["/gallery", /Gallery/],
  ["/bloglist", /^Health Blog$/],
  ["/about", /^About /],
  ["/contactUs", /Contact Us/],
  ["/appointment", /Book an Appointment/],
  ["/career", /Careers/],
  ["/Terms", /^Terms/],
  ["/Privacy", /^Privacy/],
  ["/payment", /^Payment$/],
  ["/payment-success", /^Payment Confirmation$/],
  ["/payment-failed", /^Payment Not Completed$/],
  ["/send-otp", /Verify Your Phone Number/],
];

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, "").trim();

/** The shell in the served HTML: skip link, emergency line and notice, main navigation, footer, help chat. */
function expectShellInHtml(html: string, path: string) {
  expect(html, path).toContain("Skip to main content");
  expect(html, path).toMatch(/<section [^>]*aria-label="Emergency line and notices"[\s\S]*?<a [^>]*href="tel:[^"]+"[\s\S]*?>COVID-19</);
  expect(html, path).toMatch(/<nav[^>]*aria-label="Main"/);
  expect(html, path).toContain("<footer");
  expect(html, path).toMatch(/<button [^>]*aria-label="Open help chat"/);
}

test.describe("routes", () => {
  // Over raw HTTP (the pages are server-rendered: what they show is in the HTML); the unknown
  // addresses' not-found pages are checked the same way in not-found.spec.ts.
  for (const [path, heading] of PAGES) {
    test(`${path} answers 200 inside the shell with its heading, in the HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = withoutScripts(await response.text());
      expect(h1Of(html)).toMatch(heading);
      expectShellInHtml(html, path);
    });
  }

  // What only a browser shows: the shell visible around a page and around a not-found page.
  test("a page and a not-found page show their heading inside the visible shell", async ({ page }) => {
    const shown: [path: string, status: number, heading: RegExp | string][] = [
      ["/specialities/cardiology", 200, /^Cardiology$/],
      [UNKNOWN_ADDRESSES[0][0], 404, UNKNOWN_ADDRESSES[0][1]],
    ];
    for (const [path, status, heading] of shown) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(status);
      const shell = new Shell(page);
      await expect(shell.heading()).toHaveText(heading);
      await shell.expectShell();
    }
  });

  test("paths keep their case: /Terms is a page, /terms is not", async ({ request }) => {
    expect((await request.get("/Terms")).status()).toBe(200);
    expect((await request.get("/terms")).status()).toBe(404);
  });

  test("/home shows the home page with the canonical URL /", async ({ request, baseURL }) => {
    const html = await (await request.get("/home")).text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}"/>`);
  });

  test("a speciality without a url slug is addressed by its id", async ({ page, request }) => {
    const list = await (await request.post("/api/web/speciality-v2/list-user")).json();
    const noSlug = list.data.find((s: { specialityUrl: string | null }) => !s.specialityUrl);
    const response = await page.goto(`/specialities/${noSlug._id}`);
    expect(response?.status()).toBe(200);
    await expect(new Shell(page).heading()).toHaveText(noSlug.specialityName);
  });

  test("page content, title and description are in the HTML before any script runs", async ({ request }) => {
    const html = await (await request.get("/specialities/cardiology")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<title>Cardiology \| Sunrise Multispeciality Hospital<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+cardiolog/i);
    expect(html).toMatch(/<h1[^>]*>Cardiology<\/h1>/);
    expect(html).toContain("Overview");
  });
});

test.describe("short links", () => {
  test("/p/:shortId is a server redirect to the stored target", async ({ request }) => {
    const response = await request.get("/p/cardio", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/specialities/cardiology");
  });

  test("a visitor following a short link lands on the page", async ({ page }) => {
    await page.goto("/p/doctors");
    await expect(page).toHaveURL(/\/doctorList$/);
    await expect(new Shell(page).heading()).toHaveText(/Find a Doctor/);
  });

  // The counting itself (a GET counts, HEAD and prefetches do not) is proven against the
  // database in app/p/[shortId]/route.test.ts; here the answers over raw HTTP.
  test("HEAD and prefetches get the same redirect as a visit", async ({ request }) => {
    const head = await request.head("/p/cardio", { maxRedirects: 0 });
    expect(head.status()).toBe(302);
    expect(head.headers()["location"]).toBe("/specialities/cardiology");
    // (With RSC: 1 and no _rsc cache-busting parameter, Next.js itself first redirects to add one.)
    const prefetches: Record<string, string>[] = [{ "Next-Router-Prefetch": "1" }, { "Sec-Purpose": "prefetch" }, { Purpose: "prefetch" }];
    for (const headers of prefetches) {
      const prefetch = await request.get("/p/cardio", { maxRedirects: 0, headers });
      expect(prefetch.status()).toBe(302);
      expect(prefetch.headers()["location"]).toBe("/specialities/cardiology");
    }
  });

  test("other methods answer 405 with a true Allow, OPTIONS 204 with the same", async ({ request }) => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const response = await request.fetch("/p/cardio", { method, maxRedirects: 0 });
      expect(response.status(), method).toBe(method === "OPTIONS" ? 204 : 405);
      expect(response.headers()["allow"], method).toBe("GET, HEAD, OPTIONS");
    }
  });

  for (const path of ["/p/no-such-link", "/p/flu2025", "/p/a%20b"]) {
    test(`${path} answers the whole not-found page with 404 in its HTML, before any script`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<html lang="en-IN"/);
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toMatch(/<title>[^<]*Page not found[^<]*<\/title>/);
      expect(html).toMatch(/<h1[^>]*>Link not found<\/h1>/);
      // The shell: skip link, header navigation, footer; and the way on.
      expect(html).toContain("Skip to main content");
      expect(html).toContain("<footer");
      expect(html).toMatch(/href="\/doctorList"/);
      const head = await request.head(path, { maxRedirects: 0 });
      expect(head.status()).toBe(404);
    });
  }
});

test.describe("static files", () => {
  test("image paths the API hands out are served under /public", async ({ request }) => {
    const response = await request.get("/public/images/specialities/cardiology.svg");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml");
  });
});
