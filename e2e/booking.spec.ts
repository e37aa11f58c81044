import { expect, test, type Page } from "@playwright/test";
import { codeFor, codeRequests, codesSentTo, e164, fillPatientAndAskForCode, fillPatientAndContinue, freeSlots, newCodeFor } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";

// The whole booking in a real browser against the production server: doctor → slot → details →
// code (read from the server's output, as a tester would with SMS_GATEWAY=console) → sandbox
// payment → confirmation; the failed payment and its retry; the 401 path.

test.describe.configure({ timeout: 120_000 });

/**
 * From the profile's "Next available times": each test takes its own slot link (tests run in
 * parallel: two on one slot is the 409 path, tested on the server). The link opens the booking
 * with that time already chosen; answers that time.
 */
async function openProfileSlot(page: Page, slotIndex: number): Promise<string> {
  await page.goto("/doctordetail/dr-rajesh-iyer");
  const slotLink = page.getByRole("region", { name: "Next available times" }).getByRole("link", { name: /^Book / }).nth(slotIndex);
  const start = new URL((await slotLink.getAttribute("href"))!, "http://x").searchParams.get("slot")!;
  await slotLink.click();
  await expect(page).toHaveURL(/\/appointment\?doctor=dr-rajesh-iyer&slot=/);
  await expect(page.locator(`input[type="radio"][value="${start}"]`)).toBeChecked({ timeout: 20_000 });
  return start;
}

async function bookUntilPayment(page: Page, phoneDigits: string, slotIndex: number) {
  await openProfileSlot(page, slotIndex);
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await fillPatientAndContinue(page, phoneDigits);
  await noAxeViolations(page);
}

test("Back and Forward onto the code page send no code by themselves; the code already sent can still be entered, and a verified number is not asked again", async ({ page }) => {
  await openProfileSlot(page, 3);
  // The step is an address of this page, not a server navigation (one swapped the document's head
  // and left the page without a title for a moment: an axe failure in CI).
  const renders: string[] = [];
  page.on("request", (request) => new URL(request.url()).pathname === "/appointment" && renders.push(request.url()));
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await expect(page).toHaveURL(/\/appointment\?.*step=details$/);
  await fillPatientAndAskForCode(page, "98220 11004");
  expect(renders).toEqual([]);
  const calls = codeRequests(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/appointment\?.*step=details$/);
  await expect(page.getByRole("heading", { name: "Patient details" })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/send-otp$/);
  // The code already sent is still valid: its box is back, and nothing new is sent or counted.
  await expect(page.getByLabel("Code from the SMS")).toBeVisible();
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
  await noAxeViolations(page);
  await page.getByLabel("Code from the SMS").fill(await codeFor(e164("98220 11004")));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  // Back from the payment page: the number is verified, nothing is sent, the visitor continues by choice.
  calls.length = 0;
  await page.goBack();
  await expect(page).toHaveURL(/\/send-otp$/);
  await expect(page.getByText(/is verified on this device/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  expect(calls).toEqual([]);
});

test("each booking step has its own address: a reload keeps the details step and its slot, Back from the code page returns to it, and Back again to the chosen time", async ({ page }) => {
  const start = await openProfileSlot(page, 4);
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await expect(page).toHaveURL(/\/appointment\?doctor=dr-rajesh-iyer&slot=[^&]+(&speciality=[^&]+)?&step=details$/);
  // Nothing personal in the address.
  await page.getByLabel("Patient's full name").fill("Rohan Deshpande");
  expect(page.url()).not.toContain("Rohan");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Patient details" })).toBeVisible();
  await expect(page.getByLabel("Patient's full name")).toHaveValue("Rohan Deshpande");
  await expect(page.getByText(/^Dr\. Rajesh Iyer, /)).toBeVisible();
  await noAxeViolations(page);
  await fillPatientAndAskForCode(page, "98220 11005", "Rohan Deshpande");
  await page.goBack();
  await expect(page).toHaveURL(/step=details$/);
  await expect(page.getByRole("heading", { name: "Patient details" })).toBeVisible();
  await expect(page.getByLabel("Patient's full name")).toHaveValue("Rohan Deshpande");
  await page.goBack();
  await expect(page).not.toHaveURL(/step=details/);
  await expect(page.locator(`input[type="radio"][value="${start}"]`)).toBeChecked({ timeout: 20_000 });
});

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
  // The refund and change rules as they apply: the tier of now and when the next starts, or (a slot within a day) the last tier.
  await expect(page.getByText(/Until .* \(IST\): a refund of ₹[\d,]+ if you cancel, and you can move it to another time\. After that: no refund|Now: no refund if you cancel, and it cannot be moved online/)).toBeVisible();
  await noAxeViolations(page);
  await expect(page.getByText("Please arrive 15 to 30 minutes early (45 minutes for a first visit) with a photo ID and any earlier reports.")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Add to calendar/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^SH-[A-Z0-9]{8}\.ics$/);
  // Back from the confirmation never offers the payment again.
  await page.goBack();
  await expect(page).toHaveURL(/\/payment-success\?orderId=/, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
  // The booking's own page, as the SMS links it: from the confirmation too.
  await page.getByRole("link", { name: "See, move or cancel your booking" }).click();
  await expect(page).toHaveURL(/\/my-booking#/);
  await expect(page.getByRole("button", { name: "Cancel the appointment" })).toBeVisible({ timeout: 20_000 });
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

test("a payment page opened without a valid token (another device, later) removes the token, stays, and lets the booking's phone verify again and continue that order", async ({ page, browser }) => {
  await bookUntilPayment(page, "98220 11006", 5);
  const paymentUrl = page.url();
  // Another device: no token there. An expired one is removed (SPEC section 8), and the page stays.
  const device = await browser.newContext({ baseURL: new URL(paymentUrl).origin, viewport: { width: 1280, height: 800 } });
  const other = await device.newPage();
  try {
    await other.goto("/");
    await other.evaluate(() => localStorage.setItem("token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjoxfQ.c2lnbmF0dXJlLWV4cGlyZWQteHh4eHh4eHg"));
    await other.goto(paymentUrl);
    await expect(other.getByRole("heading", { name: "Continue with this booking" })).toBeVisible({ timeout: 20_000 });
    expect(await other.evaluate(() => localStorage.getItem("token"))).toBeNull();
    await expect(other).toHaveURL(/\/payment\?orderId=/);
    await noAxeViolations(other);
    // Another number cannot take the order over.
    await other.getByLabel("Mobile number of the booking").fill("98220 11007");
    await other.getByRole("button", { name: "Send a code to verify" }).click();
    await other.getByLabel("Code from the SMS").fill(await codeFor(e164("98220 11007")));
    await other.getByRole("button", { name: "Verify and continue" }).click();
    await expect(other.getByText(/This order was made with another mobile number/)).toBeVisible();
    // The booking's own number continues it.
    const before = codesSentTo(e164("98220 11006"));
    await other.getByLabel("Mobile number of the booking").fill("98220 11006");
    await other.getByRole("button", { name: "Send a code to verify" }).click();
    await other.getByLabel("Code from the SMS").fill(await newCodeFor(e164("98220 11006"), before));
    await other.getByRole("button", { name: "Verify and continue" }).click();
    await expect(other.getByRole("heading", { name: "Pay the consultation fee" })).toBeVisible({ timeout: 20_000 });
    await expect(other.getByRole("button", { name: /^Pay ₹/ })).toBeVisible();
  } finally {
    await device.close();
  }
});

test("a forged token on the hold call removes it and leads to /login, the not-found page (SPEC section 8)", async ({ page, request }) => {
  const [slot] = await freeSlots(request, "dr-rajesh-iyer");
  const phone = "+919822011008";
  // A token that looks valid for an hour (the browser reads only its expiry) but is not signed by the server.
  const payload = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString("base64url");
  await page.goto("/");
  await page.evaluate(
    ({ token, draft }) => {
      localStorage.setItem("token", token);
      sessionStorage.setItem("booking-draft", JSON.stringify(draft));
    },
    {
      token: `eyJhbGciOiJIUzI1NiJ9.${payload}.Zm9yZ2VkLXNpZ25hdHVyZQ`,
      draft: {
        doctor: { username: "dr-rajesh-iyer", fullName: "Dr. Rajesh Iyer", fee: { amount: 150000, currency: "INR" } },
        slot,
        patient: { name: "Kavita Menon", phone, age: "38", gender: "female", consent: true },
        verifiedPhone: phone,
      },
    },
  );
  await page.goto(`/appointment?doctor=dr-rajesh-iyer&slot=${encodeURIComponent(slot.start)}&step=details`);
  await expect(page.getByRole("heading", { name: "Patient details" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
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
