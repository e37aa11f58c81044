import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { e164, fillPatientAndContinue, freeSlots, localDate, localDayOf, payInSandbox } from "./booking-helpers";
import { noAxeViolations } from "./pages/axe";
import { signIn } from "./pages/console";

// Leave from the desk: the front desk reaches it from the bookings desk, marks a
// doctor away by keyboard on a short form whose dates cannot be misread, sees the booking on the
// day (with the patient's number to call) before saving, and removes it again.

const DOCTOR = "dr-farah-siddiqui";
const DOCTOR_NAME = "Dr. Farah Siddiqui";
const DESK = { name: "Leela Kamath", email: "leela.kamath@hospital.example", password: "saffron-harbour-lantern-58" };
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-12-03" as the console types it: "3 Dec 2026". */
const typed = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

test("the desk marks a doctor on leave by keyboard, seeing the booking on the day first; no slot is offered then, and removing the leave opens the day again", async ({ browser, page, request }) => {
  test.setTimeout(150_000);
  // A patient's paid booking on a day a week or more ahead.
  const weekAhead = localDate(7);
  const slot = (await freeSlots(request, DOCTOR, weekAhead, 14))[0];
  const day = localDayOf(slot.start);
  const phone = "98220 61458";
  await page.goto(`/appointment?doctor=${DOCTOR}&slot=${encodeURIComponent(slot.start)}`);
  await expect(page.locator(`input[type="radio"][value="${slot.start}"]`)).toBeChecked({ timeout: 20_000 });
  await page.getByRole("button", { name: "Continue to patient details" }).click();
  await fillPatientAndContinue(page, phone, "Nirmala Gokhale");
  await payInSandbox(page);

  // A front-desk account, made by the administrator.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, E2E_ADMIN, "/admin");
  const created = await admin.request.post("/api/admin/staff/create", { headers: { origin: new URL(admin.url()).origin }, data: { ...DESK, role: "front_desk" } });
  expect(created.status()).toBe(201);

  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, DESK, "/admin/bookings");
  await desk.getByRole("link", { name: "Mark their leave" }).click();
  await expect(desk).toHaveURL(/\/admin\/leave$/);
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Doctors' leave");
  await noAxeViolations(desk);

  // By keyboard: the doctor, then the days typed, Enter to check. An all-number date is refused with its two readings.
  const doctor = desk.getByLabel("Doctor (required)");
  await doctor.focus();
  await doctor.selectOption(DOCTOR);
  await desk.keyboard.press("Tab");
  const first = desk.getByRole("textbox", { name: "First day (required)" });
  await expect(first).toBeFocused();
  await desk.keyboard.type("12/01/2026");
  await desk.keyboard.press("Tab");
  await expect(first).toHaveAccessibleDescription(/12\/01\/2026 could be 12 January or 1 December/);
  await desk.keyboard.press("Shift+Tab");
  await desk.keyboard.press("ControlOrMeta+A");
  await desk.keyboard.type(typed(day));
  await desk.keyboard.press("Tab");
  await expect(first).toHaveValue(typed(day));
  await desk.keyboard.type(typed(day));
  await desk.keyboard.press("Enter");

  const heading = desk.getByRole("heading", { name: "One booking is on these days" });
  await expect(heading).toBeFocused();
  const row = desk.getByRole("row", { name: /Nirmala Gokhale/ });
  await expect(row.getByRole("link", { name: "+91 98220 61458" })).toHaveAttribute("href", `tel:${e164(phone)}`);
  await expect(row).toContainText(/Waiting for confirmation|Confirmed/);
  await expect(row.getByRole("link", { name: /on the bookings desk$/ })).toHaveAttribute("href", `/admin/bookings?doctor=${DOCTOR}&from=${day}&to=${day}`);
  await noAxeViolations(desk);
  await desk.getByRole("button", { name: "Save the leave" }).focus();
  await desk.keyboard.press("Enter");
  await expect(desk.getByRole("status").filter({ hasText: `Saved: ${DOCTOR_NAME}'s leave` })).toBeFocused();
  expect(await freeSlots(request, DOCTOR, day, 1)).toEqual([]);

  const listed = desk.getByRole("region", { name: DOCTOR_NAME, exact: true });
  await expect(listed).toContainText("1 booking still to come on these days");
  await expect(listed.getByRole("row", { name: /Nirmala Gokhale/ })).toBeVisible();
  await noAxeViolations(desk);

  await listed.getByRole("button", { name: /^Remove Dr. Farah Siddiqui's leave/ }).click();
  await desk.getByRole("button", { name: /^Yes, remove Dr. Farah Siddiqui's leave/ }).click();
  await expect(desk.getByRole("region", { name: DOCTOR_NAME, exact: true })).toHaveCount(0);
  expect((await freeSlots(request, DOCTOR, day, 1)).length).toBeGreaterThan(0);
});
