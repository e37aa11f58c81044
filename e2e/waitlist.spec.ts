import { expect, test, type APIRequestContext } from "@playwright/test";
import { asSharedAdmin } from "./pages/console";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { bookingLinkFor, codeFor, e164, freeSlots, lastSms, localDayOf } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";

// The waitlist in a real browser against the production server: a doctor's day is full → the
// patient asks to be told when a slot frees up (details, code, join) → a booking of that day is
// cancelled → the server's offer round sends the SMS (read from the server's output, as a tester
// would with SMS_GATEWAY=console) → its link opens the claim page → Claim → the payment page.
// The e2e server sends offers at any hour (WAITLIST_QUIET_HOURS=off in playwright.config.ts).

test.describe.configure({ mode: "serial", timeout: 240_000 });

// A doctor no other test books: this test fills a whole day of his, and the booking journeys
// take the next free slots of theirs (dr-rajesh-iyer's next days, dr-pallavi-shinde's own days),
// which on some weekdays are the very day this test would fill.
const DOCTOR = "dr-vikram-deshmukh";
const FILLER = "98220 44001";
const WAITER = "98220 44002";

/** A booking token for a phone through the site's own calls: proof of work, the printed code, verify. */
async function verifiedToken(request: APIRequestContext, phone: string): Promise<string> {
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`/api/${path}`, { data });
    expect(response.status(), path).toBeLessThan(300);
    return (await response.json()).data;
  };
  const { challenge } = await post("misc/otp-challenge", {});
  const solution = await solveChallenge({ challenge, deriveKey });
  const pow = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const { attemptId } = await post("misc/send-otp", { phone, pow });
  const { token } = await post("misc/verify-otp", { attemptId, phone, code: await codeFor(phone) });
  return token;
}

/** Books and pays every free slot of one day with one phone (the sandbox gateway), so the day is full. */
async function fillDay(request: APIRequestContext, token: string, slots: { start: string }[]) {
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`/api/${path}`, { data, headers });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()).data;
  };
  const { patientId } = await post("web/user/add-patient-detail", { name: "Arjun Rao", gender: "male", age: 51, consent: true });
  for (const slot of slots) {
    const booking = await post("web/user/add-booking-detail", { doctor: DOCTOR, slotStart: slot.start, patientId });
    const { orderId } = await post("web/payment/create-order", { bookingId: booking._id });
    const paid = await post("web/payment/sandbox-pay", { orderId, outcome: "success" });
    await post("web/payment/success", { razorpay_order_id: paid.razorpay_order_id, razorpay_payment_id: paid.razorpay_payment_id, razorpay_signature: paid.razorpay_signature });
  }
}

test("join from a full day, a slot frees up, the SMS link's claim page holds it and goes on to payment; the desk sees the offer", async ({ page, browser, request }) => {
  // The first day of the doctor's with free slots, at least two days ahead (a paid booking can be cancelled online until 24 hours before).
  const all = await freeSlots(request, DOCTOR, undefined, 14);
  const soon = Date.now() + 48 * 3600_000;
  const day = all.find((s) => Date.parse(s.start) > soon)!.start.slice(0, 10);
  const daySlots = all.filter((s) => s.start.startsWith(day));
  expect(daySlots.length).toBeGreaterThan(0);
  const localDay = localDayOf(daySlots[0].start);
  await fillDay(request, await verifiedToken(request, e164(FILLER)), daySlots);

  // The booking step shows the day full and offers the waitlist.
  await page.goto(`/appointment?doctor=${DOCTOR}`);
  const join = page.getByRole("button", { name: "Tell me when a slot frees up" });
  await expect(join).toBeVisible({ timeout: 20_000 });
  await join.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("First day you could come")).toBeFocused();
  await page.getByLabel("First day you could come").fill(localDay);
  await page.getByLabel("Last day you could come").fill(localDay);
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Continue to join the waitlist" }).click();

  // The patient's details and the phone's code, as for a booking.
  await expect(page.getByRole("heading", { name: "Patient details for the waitlist" })).toBeVisible();
  expect(page.url()).toMatch(/step=details&waitlist=1$/);
  await page.getByLabel("Patient's full name").fill("Kavita Menon");
  await page.getByLabel("Mobile number").fill(WAITER);
  await page.getByLabel("Age in years").fill("38");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel(/I agree/).check();
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page).toHaveURL(/\/send-otp$/);
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Code from the SMS").fill(await codeFor(e164(WAITER)));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/appointment\\?doctor=${DOCTOR}$`), { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: /waitlist \(number 1, reference WL-[0-9A-F]{8}\)/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();

  // A paid booking of that day is cancelled: the offer round, not the cancellation, sends the offer.
  const cancelled = await request.post("/api/web/user/cancel-booking", { data: { link: await bookingLinkFor(e164(FILLER)) } });
  expect(cancelled.status()).toBe(200);
  // The offer's SMS (the one sent on joining carries a link too: to the place on the waitlist).
  const [, offerUrl] = await lastSms(e164(WAITER), /is free\. It is kept for you .*?(https?:\/\/\S+\/waitlist-offer#[A-Za-z0-9_.-]+)/);
  expect(new URL(offerUrl).search).toBe("");

  // The claim page: the offered slot, Claim and Leave; Claim holds it and opens the payment page.
  await page.goto(offerUrl);
  await expect(page.getByRole("heading", { name: "A slot is free for you" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Claim this slot and pay" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Pay the consultation fee" })).toBeVisible({ timeout: 20_000 });
  await noAxeViolations(page);

  // The staff console: the doctor's waitlist with the patient (phone masked) and the offer, claimed.
  const desk = await asSharedAdmin(browser);
  await desk.goto("/admin/waitlist");
  const table = desk.getByRole("region", { name: "Waitlist of Dr. Vikram Deshmukh" });
  await expect(table.getByRole("rowheader", { name: /Kavita Menon/ })).toBeVisible();
  await expect(table.getByText(/Claimed\. Sent /)).toBeVisible();
  await expect(table).not.toContainText(e164(WAITER));
  await noAxeViolations(desk);
});
