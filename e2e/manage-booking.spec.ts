import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatShortDay } from "../lib/format/appointment-time";
import { bookingLinkFor, clinicDay, codeFor, e164, fillPatientAndContinue, freeSlots, nthFreeSlot, payInSandbox } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";

// After paying: the booking link of the confirmation SMS (read from the server's output) opens
// the booking; cancel it, move it, and inside 24 hours (the default refund and change rules) a move
// is refused and a cancel frees the slot without a refund (on the page and by the server). Then
// the whole booking by keyboard alone.
//
// Dr. Pallavi Shinde's follow-up clinic runs every day 08:00-20:00 with 10-minute slots, so a
// slot 2 to 24 hours ahead and slots days ahead exist whenever the tests run.

const DOCTOR = "dr-pallavi-shinde";
test.describe.configure({ timeout: 150_000 });

/** The picker's button of a local date: its name is its visible text ("Tue, 1 Dec 12 free slots"). */
const dayButton = (page: Page, date: string) => page.getByRole("button", { name: new RegExp(`^${formatShortDay(`${date}T12:00:00Z`, "UTC")} \\d+ free slots?$`) });

/** Books and pays for one slot of the doctor through the site, and answers the booking link. */
async function bookAndPay(page: Page, slotStart: string, phoneDigits: string): Promise<string> {
  await page.goto(`/appointment?doctor=${DOCTOR}&slot=${encodeURIComponent(slotStart)}`);
  await expect(page.locator(`input[type="radio"][value="${slotStart}"]`)).toBeChecked({ timeout: 20_000 });
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await fillPatientAndContinue(page, phoneDigits, "Sunita Kale");
  await payInSandbox(page);
  return bookingLinkFor(e164(phoneDigits));
}

test("cancels a paid booking through its link with a full refund; the link then shows it cancelled", async ({ page, request }) => {
  const slot = await nthFreeSlot(request, DOCTOR, 3, 4);
  const link = await bookAndPay(page, slot.start, "98220 12001");
  await page.goto(`/my-booking#${link}`);
  await expect(page.getByRole("heading", { name: "Your appointment" })).toBeVisible();
  await expect(page.getByText(/Until .* \(IST\): a refund of ₹700 if you cancel, and you can move it to another time\. After that: no refund if you cancel/)).toBeVisible();
  await noAxeViolations(page);

  await page.getByRole("button", { name: "Cancel the appointment" }).click();
  await expect(page.getByRole("heading", { name: /^Cancel appointment SH-[A-Z0-9]{8}\?$/ })).toBeFocused();
  await expect(page.getByText(/^Sunita Kale with Dr\. .+ on .+\.$/)).toBeVisible();
  await expect(page.getByText(/Cancelling now refunds ₹700/)).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByRole("button", { name: "Cancel the appointment" })).toBeFocused();

  await page.getByRole("button", { name: "Cancel the appointment" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status")).toHaveText("Your booking is cancelled. ₹700 is being refunded to your payment method (5 to 7 working days).");
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /₹700 is being refunded/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel the appointment" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^Book again with Dr\. / })).toBeVisible();
  await noAxeViolations(page);

  // The slot is free again, and the link still shows the cancelled booking.
  expect((await freeSlots(request, DOCTOR, await clinicDay(request, DOCTOR, 3), 1)).map((s) => s.start)).toContain(slot.start);
  await page.reload();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect((await request.post("/api/web/user/cancel-booking", { data: { link } })).status()).toBe(409);
});

test("moves a paid booking through its link to another free slot at least 24 hours ahead", async ({ page, request }) => {
  const slot = await nthFreeSlot(request, DOCTOR, 4, 6);
  const link = await bookAndPay(page, slot.start, "98220 12002");
  await page.goto(`/my-booking#${link}`);
  await page.getByRole("button", { name: "Move to another time" }).click();
  await expect(page.getByRole("heading", { name: /Choose a new time with Dr\. Pallavi Shinde/ })).toBeFocused();
  await expect(page.getByRole("radio").first()).toBeVisible();
  await noAxeViolations(page);
  // Another day than the booked one (and than the other tests'): pick its third time.
  await dayButton(page, await clinicDay(request, DOCTOR, 8)).click();
  const target = page.getByRole("radio").nth(2);
  const newStart = (await target.getAttribute("value"))!;
  expect(newStart).not.toBe(slot.start);
  expect(Date.parse(newStart) - Date.now()).toBeGreaterThan(24 * 3600_000);
  await target.check();
  await page.getByRole("button", { name: "Move it" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Your appointment is moved to /);
  await noAxeViolations(page);

  const booking = await request.post("/api/web/user/get-booking", { data: { link } });
  expect((await booking.json()).data).toMatchObject({ start: new Date(newStart).toISOString(), status: "requested", paid: true });
  const free = (await freeSlots(request, DOCTOR, await clinicDay(request, DOCTOR, 4), 1)).map((s) => s.start);
  expect(free).toContain(slot.start);
});

test("inside 24 hours (the default rules) the link offers only a cancel without a refund, which frees the slot; the server refuses a move", async ({ page, request }) => {
  const soon = (await freeSlots(request, DOCTOR, undefined, 2)).filter((s) => Date.parse(s.start) - Date.now() < 23 * 3600_000);
  test.skip(soon.length < 3, "no free slot of the clinic within 23 hours (a seeded hospital holiday tomorrow)");
  const slot = soon[2];
  await page.goto(`/appointment?doctor=${DOCTOR}&slot=${encodeURIComponent(slot.start)}`);
  await expect(page.getByText(/Now: no refund if you cancel, and it cannot be moved online, until the appointment starts\./)).toBeVisible({ timeout: 20_000 });
  const link = await bookAndPay(page, slot.start, "98220 12003");
  await page.goto(`/my-booking#${link}`);
  await expect(page.getByText(/Now: no refund if you cancel, and it cannot be moved online, until the appointment starts\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Move to another time" })).toHaveCount(0);
  await noAxeViolations(page);
  const moved = await request.post("/api/web/user/reschedule-booking", { data: { link, slotStart: (await nthFreeSlot(request, DOCTOR, 5, 0)).start } });
  expect(moved.status()).toBe(409);
  expect((await moved.json()).code).toBe("too_late");
  await page.getByRole("button", { name: "Cancel the appointment" }).click();
  await expect(page.getByText(/cancelling now is not refunded/)).toBeVisible();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("Your booking is cancelled. Under the hospital's refund rules, a cancel this close to the appointment is not refunded.")).toBeVisible();
  expect(await freeSlots(request, DOCTOR, undefined, 2).then((free) => free.map((s) => s.start))).toContain(slot.start);
});

test("a link that was tampered with, or none at all, tells the visitor what to do", async ({ page }) => {
  await page.goto("/my-booking");
  // (Next's route announcer is an alert too: the page's own is in main.)
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/Open this page from the link in your booking confirmation/);
  await page.goto("/my-booking#eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJlc2lnbmF0dXJl");
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await noAxeViolations(page);
});

/** Presses Tab until `target` has focus (keyboard only), and checks the focus is visible there. */
async function tabTo(page: Page, target: Locator, max = 150) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      const visible = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      });
      expect(visible, "focus is visible").toBe(true);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`not reachable by Tab in ${max} presses`);
}

test("books and pays by keyboard alone, from the doctor's page to the confirmation", async ({ page, request }) => {
  const day = await clinicDay(request, DOCTOR, 6);
  const slots = await freeSlots(request, DOCTOR, day, 1);
  await page.goto(`/doctordetail/${DOCTOR}`);
  // The first of the page: the one in its header (the facts card repeats it).
  await tabTo(page, page.getByRole("main").getByRole("link", { name: /^Book Appointment with / }).first());
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/appointment\\?doctor=${DOCTOR}$`), { timeout: 20_000 });

  // The date buttons, then the time radios (arrow keys move within the group).
  await tabTo(page, dayButton(page, day));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("radio").first());
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { checked: true })).toHaveAttribute("value", slots[3].start);
  await tabTo(page, page.getByRole("button", { name: "Continue to patient details" }));
  await page.keyboard.press("Enter");

  // Step 2: typed, the gender chosen with the arrow keys, consent with Space.
  await tabTo(page, page.getByLabel("Patient's full name"));
  await page.keyboard.type("Farida Shaikh");
  await tabTo(page, page.getByLabel("Mobile number"));
  await page.keyboard.type("9822012004");
  await tabTo(page, page.getByLabel("Age in years"));
  await page.keyboard.type("61");
  await tabTo(page, page.getByRole("radio", { name: "Female" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await tabTo(page, page.getByLabel(/I agree/));
  await page.keyboard.press("Space");
  await expect(page.getByLabel(/I agree/)).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Continue", exact: true }));
  await page.keyboard.press("Enter");

  // The code: typed into the one-time-code field, then Enter submits.
  await expect(page).toHaveURL(/\/send-otp$/, { timeout: 20_000 });
  const codeField = page.getByLabel("Code from the SMS");
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  const code = await codeFor(e164("9822012004"));
  await tabTo(page, codeField);
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  await tabTo(page, page.getByRole("button", { name: /^Pay ₹/ }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/payment\/sandbox\?orderId=/);
  await tabTo(page, page.getByRole("button", { name: /^Pay ₹.*\(test\)$/ }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Payment received/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Farida Shaikh")).toBeVisible();
});
