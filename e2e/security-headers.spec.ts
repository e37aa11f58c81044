import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { Shell } from "./pages/shell";

// Strict headers on every kind of answer (lib/http/security-headers.mjs), over raw HTTP, and a
// browser that reports no Content-Security-Policy violation on the pages a visitor uses.

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

test.describe("security headers over raw HTTP", () => {
  test("a cached content page allows scripts from this origin and Next's inline payload only", async ({ request }) => {
    for (const path of ["/", "/doctordetail/dr-rajesh-iyer", "/specialities/cardiology"]) {
      const csp = expectStrictHeaders(await request.get(path), path);
      expect(scriptSrc(csp), path).toBe("'self' 'unsafe-inline'");
    }
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
      const html = await response.text();
      const executable = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes("application/ld+json"));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(6);
  });

  test("API answers, 404 pages, redirects, refusals and static files carry the headers too", async ({ request }) => {
    expectStrictHeaders(await request.post("/api/web/footer/get"), "an API answer");
    expectStrictHeaders(await request.post("/api/web/doctor/get-by-url", { data: { url: "nobody" } }), "an API 404");
    const missing = await request.get("/doctordetail/nobody");
    expect(missing.status()).toBe(404);
    expectStrictHeaders(missing, "a missing doctor's 404 page");
    expectStrictHeaders(await request.get("/no-such-page"), "an unknown address");
    const redirect = await request.get("/doctordetail/DR-RAJESH-IYER", { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expectStrictHeaders(redirect, "a redirect");
    expectStrictHeaders(await request.fetch("/", { method: "DELETE" }), "a 405 refusal");
    expectStrictHeaders(await request.get("/robots.txt"), "robots.txt");
    const html = await (await request.get("/")).text();
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
    expectStrictHeaders(await request.get(script), "a static script");
    expectStrictHeaders(await request.get("/images/logo.svg"), "a public image");
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
  for (const path of ["/", "/doctordetail/dr-rajesh-iyer", "/appointment", "/payment", "/doctordetail/nobody"]) {
    await page.goto(path);
    await shell.expectShell();
  }
  await page.goto("/");
  await shell.specialitiesToggle().click();
  await expect(await shell.specialitiesPanel()).toContainText("View All Specialities");
  await shell.chatLauncher().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.goto("/appointment");
  await shell.chatLauncher().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});
