import path from "node:path";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { API_POLICY, FILE_POLICY } from "../lib/http/address-class";
import { ROUTE_METHODS_OF } from "../lib/contracts/calls";
import { loadRouteTable } from "../server/routes";
import { classOfTarget } from "../server/steps/headers";
import { Shell } from "./pages/shell";

/** The route table as the e2e server has it: this app's routes and its build (the one it runs). */
const ROOT = path.resolve(__dirname, "..");
const routeTableOfBuild = () => loadRouteTable(ROOT, path.resolve(ROOT, process.env.NEXT_DIST_DIR || ".next"), ROUTE_METHODS_OF);

// Strict headers on every kind of answer (lib/http/security-headers), each address with its
// class's (lib/http/address-class.ts) over raw HTTP, every route of the app walked; a browser
// that reports no Content-Security-Policy violation on the pages a visitor uses; and client-side
// navigation that never carries a public page's policy into a private page.

function expectStrictHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'"]) {
    expect(csp, `${what}: ${directive}`).toContain(directive);
  }
  expect(csp, what).not.toContain("unsafe-eval");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"], what).toBe("same-origin");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBeTruthy();
  expect(headers["permissions-policy"], what).toBeTruthy();
  // The e2e server's SITE_URL is plain http: no HSTS (it is sent when SITE_URL is https).
  expect(headers["strict-transport-security"], what).toBeUndefined();
  return csp;
}

const scriptSrc = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1] ?? "";

/** A page rendered per request: this answer's own nonce on every script of its HTML, 'strict-dynamic', no 'unsafe-inline'. */
async function expectNoncedPage(response: APIResponse, what: string): Promise<string> {
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(scriptSrc(csp), what).toMatch(/^'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic'$/);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await response.text();
  const executable = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes("application/ld+json"));
  expect(executable.length, what).toBeGreaterThan(0);
  for (const tag of executable) expect(tag, what).toContain(`nonce="${nonce}"`);
  return nonce;
}

test.describe("security headers over raw HTTP", () => {
  test("a cached content page allows scripts from this origin and Next's inline payload only", async ({ request }) => {
    for (const path of ["/", "/about", "/doctordetail/dr-rajesh-iyer", "/specialities/cardiology", "/doctorList", "/doctorList?speciality=cardiology"]) {
      const response = await request.get(path);
      const csp = expectStrictHeaders(response, path);
      expect(scriptSrc(csp), path).toBe("'self' 'unsafe-inline'");
      // Cached: one HTML for everyone, which is why it carries no nonce.
      expect(response.headers()["cache-control"], path).toBe("s-maxage=300, stale-while-revalidate=3300");
      expect((await request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");
    }
  });

  test("a public page rendered per request (filters, a name search) gets a fresh nonce on every script, no 'unsafe-inline', and Next's no-store", async ({ request }) => {
    const nonces = new Set<string>();
    const live = ["/gallery", "/gallery?category=technology", "/career", "/career?department=Nursing", "/bloglist", "/bloglist?page=2", "/news", "/doctorList?name=a", "/doctorList?speciality=%3Cb%3E"];
    for (const path of live) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectStrictHeaders(response, path);
      expect(response.headers()["cache-control"], path).toMatch(/^private, .*no-store/);
      expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
      nonces.add(await expectNoncedPage(response, path));
    }
    expect(nonces.size).toBe(live.length);
  });

  test("a page with patient or payment data gets a fresh nonce on every script, strict-dynamic, no 'unsafe-inline', no-store", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ["/appointment", "/send-otp", "/payment", "/payment-success", "/payment-failed", "/appointment"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const csp = expectStrictHeaders(response, path);
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc(csp))?.[1];
      expect(nonce, path).toBeTruthy();
      expect(scriptSrc(csp), path).toContain("'strict-dynamic'");
      expect(scriptSrc(csp), path).not.toContain("unsafe-inline");
      expect(response.headers()["cache-control"], path).toMatch(/private/);
      expect(response.headers()["cache-control"], path).toMatch(/no-store/);
      expect(await expectNoncedPage(response, path), path).toBe(nonce);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(6);
  });

  // The class of each page follows from the build (its prerender manifest): a page that starts
  // reading searchParams is rendered per request, and its answer must then be the live class's.
  test("every route of the app answers with its class's headers, and a page's class is how it is rendered", async ({ request }) => {
    const table = routeTableOfBuild();
    const seen = new Set<string>();
    for (const route of table.routes) {
      // A value for each dynamic segment: most are unknown records, whose 404 is a whole page.
      const address = route.pattern.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, "x/y").replace(/\[[^\]]+\]/g, "x");
      const method = route.kind === "api" && !route.methods.includes("GET") ? "POST" : "GET";
      const cls = classOfTarget(table, address, method);
      seen.add(cls);
      const response = await request.fetch(address, { method, maxRedirects: 0, ...(method === "POST" ? { data: {} } : {}) });
      const what = `${method} ${address} (${route.pattern}, ${cls})`;
      const headers = response.headers();
      expect(response.status(), what).toBeLessThan(500);
      expect(headers["x-content-type-options"], what).toBe("nosniff");
      const csp = headers["content-security-policy"] ?? "";
      if (cls !== "private" && response.status() === 404 && headers["content-type"]?.startsWith("text/html")) {
        // The whole not-found page a missing record becomes, rendered per request: its own nonce.
        await expectNoncedPage(response, what);
      } else if (cls === "page") {
        expect(scriptSrc(csp), what).toBe("'self' 'unsafe-inline'");
        // A page answered whole is one the build caches: never one rendered per request.
        if (cls === "page" && response.status() === 200) expect(headers["cache-control"], what).toBe("s-maxage=300, stale-while-revalidate=3300");
      } else if (cls === "live") {
        expect(response.status(), what).toBe(200);
        expect(headers["cache-control"], what).toMatch(/^private, .*no-store/);
        await expectNoncedPage(response, what);
      } else if (cls === "private") {
        expect(scriptSrc(csp), what).toMatch(/^'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic'$/);
        expect(headers["cache-control"], what).toBe("private, no-store");
      } else if (cls === "file") {
        expect(csp, what).toContain("sandbox");
        expect(csp, what).toContain("default-src 'none'");
        if (route.pattern.startsWith("/images/")) expect(csp, what).toBe(FILE_POLICY);
      } else {
        expect(csp, what).toBe(API_POLICY);
        expect(headers["x-robots-tag"], what).toBe("noindex");
      }
    }
    expect([...seen].sort()).toEqual(["api", "file", "live", "page", "private"]);
  });

  test("API answers, 404 pages, redirects, refusals and static files carry the headers too", async ({ request }) => {
    const missing = await request.get("/doctordetail/nobody");
    expect(missing.status()).toBe(404);
    expectStrictHeaders(missing, "a missing doctor's 404 page");
    const unknown = await request.get("/no-such-page");
    expectStrictHeaders(unknown, "an unknown address");
    // The not-found page is rendered per request: its own nonce on every script, as a live page's.
    for (const [response, what] of [[missing, "a missing doctor's 404 page"], [unknown, "an unknown address"], [await request.get("/p/no-such-link"), "an unknown short link"]] as const) {
      await expectNoncedPage(response, what);
    }
    const redirect = await request.get("/doctordetail/DR-RAJESH-IYER", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expectStrictHeaders(redirect, "a redirect");
    expectStrictHeaders(await request.fetch("/", { method: "DELETE" }), "a 405 refusal");
    const html = await (await request.get("/")).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
    const scriptAnswer = await request.get(script, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(scriptAnswer.headers()["x-content-type-options"]).toBe("nosniff");
    // Sent as the build's brotli copy (server/steps/precompressed.ts): whole, with its length and
    // tag, where compressing per request would stream it without either.
    expect(scriptAnswer.headers()).toMatchObject({ "content-encoding": "br", "cache-control": "public, max-age=31536000, immutable", etag: expect.stringMatching(/^"[\w-]+"$/), "content-length": expect.stringMatching(/^\d+$/) });
  });
});

/** Collects every CSP violation the page reports (the browser logs each one to the console). */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

test("a visitor's pages, the chat, the toasts area and the specialities menu work under the policy with no violation", async ({ page }) => {
  const violations = watchViolations(page);
  const shell = new Shell(page);
  for (const path of ["/", "/doctordetail/dr-rajesh-iyer", "/gallery", "/doctorList?name=a", "/appointment", "/payment", "/doctordetail/nobody"]) {
    await page.goto(path);
    await shell.expectShell();
  }
  await page.goto("/");
  await shell.specialitiesToggle().click();
  await expect(await shell.specialitiesPanel()).toContainText("View All Specialities");
  await shell.openChat();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goto("/appointment");
  await shell.openChat();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});

test.describe("client-side navigation and the document's policy", () => {
  /** Marks the current document; a new document (a full load) no longer has the mark. */
  const mark = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
  /** Whether an injected inline event handler runs under the policy in force. */
  const inlineHandlerRuns = async (page: Page) => {
    await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", `<img alt="" src="data:," onerror="window.injectedRan = true" onload="window.injectedRan = true">`));
    await page.waitForTimeout(300);
    return page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan === true);
  };

  test("between public pages stays in the document (the check itself works)", async ({ page }) => {
    await page.goto("/about");
    await mark(page);
    await new Shell(page).mainNav().getByRole("link", { name: "Doctors" }).first().click();
    await expect(page).toHaveURL(/\/doctorList$/);
    expect(await sameDocument(page)).toBe(true);
    expect(await inlineHandlerRuns(page)).toBe(true);
  });

  test("between a cached page and a live one stays in the document, both ways, and the live page works under its nonce policy", async ({ page }) => {
    const violations = watchViolations(page);
    const categories = page.getByRole("navigation", { name: "Categories" });
    // Loaded whole: the live page's nonce policy is the document's; its filter (a link) still works.
    await page.goto("/gallery");
    await mark(page);
    await categories.getByRole("link", { name: /Technology/ }).click();
    await expect(page).toHaveURL(/\/gallery\?category=technology$/);
    await expect(categories.getByRole("link", { name: /Technology/ })).toHaveAttribute("aria-current", "page");
    await new Shell(page).mainNav().getByRole("link", { name: "Doctors" }).first().click();
    await expect(page).toHaveURL(/\/doctorList$/);
    expect(await sameDocument(page)).toBe(true);
    // Entered from a cached page: the document keeps the content pages' policy (public pages alike).
    await page.goto("/about");
    await mark(page);
    await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push("/gallery?category=campus"));
    await expect(categories.getByRole("link", { name: /Our Campus/ })).toHaveAttribute("aria-current", "page");
    expect(await sameDocument(page)).toBe(true);
    expect(violations).toEqual([]);
    // (The probe's own blocked handler is the one violation a nonce document reports.)
    expect(await inlineHandlerRuns(page)).toBe(true);
    await page.goto("/gallery");
    expect(await inlineHandlerRuns(page)).toBe(false);
  });

  test("from a public page into a page with patient data or the console loads a new document under its nonce policy", async ({ page }) => {
    await page.goto("/about");
    await mark(page);
    await page.getByRole("banner").getByRole("link", { name: "Book Appointment" }).first().click();
    await expect(page).toHaveURL(/\/appointment/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    expect(await inlineHandlerRuns(page)).toBe(false);

    await page.goto("/about");
    await mark(page);
    // A next/link or router.push into the console, as a link on a public page would make.
    await page.evaluate(() => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push("/admin/staff"));
    await expect(page).toHaveURL(/\/admin\//);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
    expect(await inlineHandlerRuns(page)).toBe(false);
  });
});
