import { expect, test, type Page } from "@playwright/test";
import { bookingLinkFor, codeFor, codesSentTo, e164, fillPatientAndContinue, newCodeFor, nthFreeSlot, payInSandbox } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";

// The journey of "My data": a patient who booked and paid verifies their phone on /my-data, sees
// their appointment and payment, stops the reminders in one click, is told the erasure must wait
// for the appointment to come, cancels it through its link, and erases their data: the page says
// what went and what is kept until when and why. axe-core checks each state.

const DOCTOR = "dr-pallavi-shinde"; // every day 08:00–20:00, 10-minute slots
const PHONE = "98220 13001";
const NAME = "Farida Khambatta";
test.describe.configure({ timeout: 180_000 });

async function verifyOnMyData(page: Page) {
  await page.goto("/my-data");
  await expect(page).toHaveTitle(/My Data/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /erase the data the hospital holds/);
  await expect(page.getByRole("heading", { name: "Verify your mobile number" })).toBeVisible();
  await noAxeViolations(page);
  const before = codesSentTo(e164(PHONE));
  // By keyboard: the number, Enter; the code, Enter.
  await page.getByLabel("Your mobile number", { exact: true }).fill(PHONE);
  await page.getByLabel("Your mobile number", { exact: true }).press("Enter");
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel("Code from the SMS")).toBeFocused();
  await page.getByLabel("Code from the SMS").fill(await newCodeFor(e164(PHONE), before));
  await page.getByLabel("Code from the SMS").press("Enter");
  await expect(page.getByRole("heading", { name: /^Records held against \+91/ })).toBeFocused({ timeout: 20_000 });
}

test("verify the phone, see the data, stop reminders, and erase it once no appointment is to come", async ({ page, request }) => {
  // A paid booking of this phone, made through the site.
  const slot = await nthFreeSlot(request, DOCTOR, 5, 7);
  await page.goto(`/appointment?doctor=${DOCTOR}&slot=${encodeURIComponent(slot.start)}`);
  await expect(page.locator(`input[type="radio"][value="${slot.start}"]`)).toBeChecked({ timeout: 20_000 });
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await fillPatientAndContinue(page, PHONE, NAME, { reminders: true });
  await payInSandbox(page);
  const link = await bookingLinkFor(e164(PHONE));
  expect(await codeFor(e164(PHONE))).toMatch(/^\d{6}$/);
  // A fresh device: nothing verified yet.
  await page.evaluate(() => window.localStorage.clear());

  await verifyOnMyData(page);
  expect(page.url()).toMatch(/\/my-data$/); // no data in the address
  const bookings = page.getByRole("region", { name: /Appointments, payments and refunds/ });
  await expect(bookings.getByText(/^SH-[A-Z2-9]{8}/)).toBeVisible();
  await expect(bookings).toContainText("Dr. Pallavi Shinde");
  await expect(bookings).toContainText(/Payment order_\w+: ₹[\d,.]+, paid/);
  await expect(page.getByRole("region", { name: /Patients' details/ })).toContainText(NAME);
  await expect(page.getByRole("region", { name: /What you agreed to/ })).toContainText("The privacy notice");
  await expect(page.getByRole("region", { name: /Messages we sent you/ })).toContainText(/reminder of your appointment|we received your appointment request/);
  await noAxeViolations(page);

  // One click stops the reminders.
  await page.getByRole("button", { name: "Stop appointment reminders" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Reminders are stopped \(request PR-[A-Z2-9]{8}\)\.$/);
  await expect(page.getByRole("button", { name: "Reminders are stopped" })).toBeDisabled();
  await expect(page.getByRole("region", { name: /What you agreed to/ })).toContainText(/SMS reminders before your appointments \(chosen for each booking\): given .*, withdrawn/);

  // A correction asked for, its error next to the field first.
  await page.getByRole("button", { name: "Send the correction request" }).click();
  await expect(page.getByLabel("What is wrong, and what it should say")).toHaveAccessibleDescription(/must be at least 10 characters/);
  await page.getByLabel("What is wrong, and what it should say").fill("My e-mail address is missing; please add farida.k@example.in.");
  await page.getByRole("button", { name: "Send the correction request" }).click();
  await expect(page.getByText(/^Your request PR-[A-Z2-9]{8} is received\./)).toBeVisible();
  await noAxeViolations(page);

  // The erasure: unconfirmed, then refused while the appointment is to come, saying what to do.
  await page.getByRole("button", { name: "Erase my data" }).click();
  await expect(page.getByText("Tick the box to confirm that you want your data erased.")).toBeVisible();
  await page.getByLabel(/I understand that my data will be erased/).check();
  await page.getByRole("button", { name: "Erase my data" }).click();
  await expect(page.getByText(/cannot be erased while you have an appointment to come: SH-/)).toBeVisible();
  await noAxeViolations(page);

  // Cancelled through its link (full refund), then erased.
  await page.goto(`/my-booking#${link}`);
  await page.getByRole("button", { name: "Cancel the appointment" }).click();
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Your booking is cancelled\. ₹[\d,]+ is being refunded/);
  await page.goto("/my-data");
  await expect(page.getByRole("heading", { name: /^Records held against/ })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel(/I understand that my data will be erased/).check();
  await page.getByRole("button", { name: "Erase my data" }).click();
  await expect(page.getByRole("heading", { name: "Your data is erased" })).toBeFocused({ timeout: 20_000 });
  await expect(page.getByText(/^Quote PR-[A-Z2-9]{8} if you contact us/)).toBeVisible();
  await expect(page.getByText(/patients' details|patient's (details|name)/).first()).toBeVisible();
  await expect(page.getByText(/^Appointment SH-[A-Z2-9]{8} with Dr\. Pallavi Shinde/)).toBeVisible();
  await expect(page.getByText(/^Until .*medical records/)).toBeVisible();
  await noAxeViolations(page);

  // This device is no longer verified: the page asks for the number again.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Verify your mobile number" })).toBeVisible();
});
