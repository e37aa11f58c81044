import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../playwright.config";

// The whole booking in a real browser against the production server: doctor → slot → details →
// code (read from the server's output, as a tester would with SMS_GATEWAY=console) → sandbox
// payment → confirmation; the failed payment and its retry; the 401 path.

const LOG = `${E2E_DATA_DIR}.log`;

test.describe.configure({ timeout: 120_000 });

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The last code the console SMS sender printed for this number ("SMS to +91…: 123456 is your … code"). */
async function codeFor(phoneE164: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.readFileSync(LOG, "utf8").split("\n").filter((l) => l.startsWith(`SMS to ${phoneE164}: `));
      code = /: (\d{6}) is your/.exec(lines.at(-1) ?? "")?.[1];
      return code;
    }, { timeout: 15_000 })
    .toBeTruthy();
  return code!;
}

/** Each test takes its own slot (tests run in parallel: two on one slot is the 409 path, tested on the server). */
async function bookUntilPayment(page: Page, phoneDigits: string, slotIndex: number) {
  await page.goto("/doctordetail/dr-rajesh-iyer");
  await page.locator(`main a[href="/appointment?doctor=dr-rajesh-iyer"]`).first().click();
  await expect(page).toHaveURL(/\/appointment\?doctor=dr-rajesh-iyer/);
  await expect(page.getByRole("radio").first()).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole("radio").nth(slotIndex).check();
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await page.getByLabel("Patient's full name").fill("Kavita Menon");
  await page.getByLabel("Mobile number").fill(phoneDigits);
  await page.getByLabel("Age in years").fill("38");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel(/I agree/).check();
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/send-otp$/);
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible({ timeout: 20_000 });
  await noAxeViolations(page);
  const code = await codeFor(`+91${phoneDigits.replace(/\D/g, "")}`);
  await page.getByLabel("Code from the SMS").fill(code);
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Pay the consultation fee" })).toBeVisible();
  await noAxeViolations(page);
}

test("books and pays from a doctor's page through the sandbox gateway, reading the code from the server's output", async ({ page }) => {
  await bookUntilPayment(page, "98220 11001", 0);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\?orderId=/);
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole("button", { name: /\(test\)$/ }).first().click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=/);
  await expect(page.getByRole("heading", { name: /Payment received/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^SH-[A-Z0-9]{8}$/).first()).toBeVisible();
  await expect(page.getByText(/until .*\(24 hours before\)/)).toBeVisible();
  await noAxeViolations(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Add to calendar/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^SH-[A-Z0-9]{8}\.ics$/);
});

test("a failed payment goes to /payment-failed, and the retry pays while the hold lasts", async ({ page }) => {
  await bookUntilPayment(page, "98220 11002", 1);
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("button", { name: "Fail the payment (test)" }).click();
  await expect(page).toHaveURL(/\/payment-failed\?orderId=/);
  await expect(page.getByRole("heading", { name: "The payment did not go through" })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole("link", { name: "Try the payment again" }).click();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await page.getByRole("button", { name: /^Pay ₹.*\(test\)$/ }).click();
  await expect(page.getByRole("heading", { name: /Payment received/ })).toBeVisible({ timeout: 20_000 });
});

test("an expired or missing token on a booking call removes it and leads to /login, the not-found page (SPEC section 8)", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjoxfQ.c2lnbmF0dXJlLWV4cGlyZWQteHh4eHh4eHg"));
  await page.goto("/payment?orderId=order_AAAAAAAAAAAAAA");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("the booking pages render per request with a nonce CSP and private, no-store", async ({ request }) => {
  for (const path of ["/appointment", "/send-otp", "/payment?orderId=order_AAAAAAAAAAAAAA", "/payment/sandbox", "/my-booking"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    expect(response.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(response.headers()["content-security-policy"]).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});
