import { expect, test } from "@playwright/test";
import { codesSentTo, e164, newCodeFor, nthFreeSlot, payInSandbox } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";

// Booking for the family: a parent books for their child with one verified phone and asks for the
// details to be remembered; at the next booking (another day, no token left) the parent verifies
// the number in place, chooses the child, and goes straight on to pay. axe-core checks each state.

const DOCTOR = "dr-pallavi-shinde"; // every day 08:00–20:00, 10-minute slots
const PHONE = "98220 14001";
const CHILD = "Ira Kale";
test.describe.configure({ timeout: 180_000 });

test("a parent books for a child, the details remembered with consent, and the next booking offers the child after verifying the number", async ({ page, request }) => {
  const [first, second] = [await nthFreeSlot(request, DOCTOR, 9, 3), await nthFreeSlot(request, DOCTOR, 10, 5)];

  await page.goto(`/appointment?doctor=${DOCTOR}&slot=${encodeURIComponent(first.start)}`);
  await expect(page.locator(`input[type="radio"][value="${first.start}"]`)).toBeChecked({ timeout: 20_000 });
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await page.getByLabel("Who is the patient?").selectOption("child");
  await page.getByLabel("Patient's full name").fill(CHILD);
  await page.getByLabel("Mobile number").fill(PHONE);
  await page.getByLabel("Age in years").fill("6");
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel(/I agree/).check();
  await page.getByLabel(/Remember these details/).check();
  await noAxeViolations(page);
  let before = codesSentTo(e164(PHONE));
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/send-otp$/);
  await page.getByLabel("Code from the SMS").fill(await newCodeFor(e164(PHONE), before));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  await payInSandbox(page);
  await expect(page.getByText(CHILD).first()).toBeVisible();

  // Another day, nothing verified on this device.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(`/appointment?doctor=${DOCTOR}&slot=${encodeURIComponent(second.start)}`);
  await expect(page.locator(`input[type="radio"][value="${second.start}"]`)).toBeChecked({ timeout: 20_000 });
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await page.getByRole("button", { name: "Choose a saved patient" }).click();
  before = codesSentTo(e164(PHONE));
  await page.getByLabel("Your mobile number", { exact: true }).fill(PHONE);
  await page.getByLabel("Your mobile number", { exact: true }).press("Enter");
  await expect(page.getByLabel("Code from the SMS")).toBeFocused({ timeout: 20_000 });
  await page.getByLabel("Code from the SMS").fill(await newCodeFor(e164(PHONE), before));
  await page.getByLabel("Code from the SMS").press("Enter");
  await expect(page.getByRole("heading", { name: "Who is this appointment for?" })).toBeFocused({ timeout: 20_000 });
  await noAxeViolations(page);
  await page.getByRole("radio", { name: new RegExp(`^${CHILD} \\(your child\\)`) }).check();
  await expect(page.getByLabel("Patient's full name")).toHaveValue(CHILD);
  await expect(page.getByLabel("Who is the patient?")).toHaveValue("child");
  await expect(page.getByLabel(/Remember these details/)).toBeChecked();
  await page.getByLabel(/I agree/).check();
  // The number was verified here a moment ago: no second code, straight on to pay.
  const codes = codesSentTo(e164(PHONE));
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  await expect(page.getByText(CHILD).first()).toBeVisible();
  expect(codesSentTo(e164(PHONE))).toBe(codes);
});
