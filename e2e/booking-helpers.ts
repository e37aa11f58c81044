import fs from "node:fs";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "../playwright.config";
import { localDateOf } from "../lib/format/appointment-time";
import { DEFAULT_HOSPITAL_TIMEZONE } from "../lib/format/date";
import { noAxeViolations } from "./pages/axe";

// What the booking specs share: the codes and links the console SMS sender prints on the
// server's output (the webServer's log, as a tester reads it with SMS_GATEWAY=console), and
// free slots asked of the server.

const LOG = `${E2E_DATA_DIR}.log`;

/** The last SMS line the server printed for a number that matches `pattern`, once it appears. */
export async function lastSms(phoneE164: string, pattern: RegExp): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(() => {
      const lines = fs.readFileSync(LOG, "utf8").split("\n").filter((l) => l.startsWith(`SMS to ${phoneE164}: `));
      match = lines.map((l) => pattern.exec(l)).filter(Boolean).at(-1) ?? null;
      return match !== null;
    }, { timeout: 20_000 })
    .toBe(true);
  return match!;
}

/** The last e-mail line the server printed to an address that matches `pattern`, once it appears (a staff member's reset link). */
export async function lastEmail(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let match: RegExpExecArray | null = null;
  await expect
    .poll(() => {
      const lines = fs.readFileSync(LOG, "utf8").split("\n").filter((l) => l.startsWith(`E-mail to ${to}: `));
      match = lines.map((l) => pattern.exec(l)).filter(Boolean).at(-1) ?? null;
      return match !== null;
    }, { timeout: 20_000 })
    .toBe(true);
  return match!;
}

/** How many codes the server has printed for this number so far (before asking for another). */
export const codesSentTo = (phoneE164: string): number =>
  fs.readFileSync(LOG, "utf8").split("\n").filter((l) => l.startsWith(`SMS to ${phoneE164}: `) && /: \d{6} is your/.test(l)).length;

/** The code of the next SMS to this number after `before` codes (`codesSentTo`): never an earlier one. */
export async function newCodeFor(phoneE164: string, before: number): Promise<string> {
  await expect.poll(() => codesSentTo(phoneE164), { timeout: 20_000 }).toBeGreaterThan(before);
  return codeFor(phoneE164);
}

/** The last code the console SMS sender printed for this number ("SMS to +91…: 123456 is your … code"). */
export const codeFor = async (phoneE164: string): Promise<string> => (await lastSms(phoneE164, /: (\d{6}) is your/))[1];

/** The booking link of the last confirmation sent to this number (".../my-booking#<token>"). */
export const bookingLinkFor = async (phoneE164: string): Promise<string> => new URL((await lastSms(phoneE164, /(https?:\/\/\S+\/my-booking#[A-Za-z0-9_.-]+)/))[1]).hash.slice(1);

export const e164 = (digits: string) => `+91${digits.replace(/\D/g, "")}`;

/** The hospital's date of an instant (the demo hospital's zone, as the e2e server runs it). */
export const localDayOf = (iso: string) => localDateOf(iso, DEFAULT_HOSPITAL_TIMEZONE);

/** The hospital's local date `days` from now. */
export const localDate = (days: number) => localDayOf(new Date(Date.now() + days * 86_400_000).toISOString());

/** The first day of the booking journeys' lanes (`clinicDay`): far enough ahead for every refund and change rule. */
const FIRST_LANE_DAY = 3;
const openDaysOf = new Map<string, Promise<string[]>>();

/**
 * The local date of a doctor's booking lane `day` (3 to 16): the day `day` days from now when
 * the doctor's clinic is open on every day from day 3 to it; past a closed day (a seeded hospital
 * holiday, Republic Day, Independence Day, Gandhi Jayanti, or leave) every later lane moves one
 * open day on. A journey that took `localDate(day)` instead fails on the runs that fall in the week
 * before a holiday ("no slot #5"). Every journey of one run sees the same days, since a day of
 * the follow-up clinic (72 slots) is never filled by the tests: the lanes stay apart.
 */
export async function clinicDay(request: APIRequestContext, doctor: string, day: number): Promise<string> {
  if (!openDaysOf.has(doctor)) {
    openDaysOf.set(
      doctor,
      freeSlots(request, doctor, localDate(FIRST_LANE_DAY), 14).then((slots) => [...new Set(slots.map((s) => localDayOf(s.start)))].sort()),
    );
  }
  const days = await openDaysOf.get(doctor)!;
  const date = days[day - FIRST_LANE_DAY];
  if (!date) throw new Error(`${doctor} has ${days.length} open days from ${localDate(FIRST_LANE_DAY)} in 14: no lane day ${day}`);
  return date;
}

/**
 * The `index`th free slot of `doctor` on its lane `day` (`clinicDay`). Tests run side by side
 * (two workers, fullyParallel), so two tests must never pick from one doctor's same day: one's
 * booking takes the slot the other picked (its hold is refused at the code step, seen when the
 * console journey and manage-booking's move both took the 7th slot of day 4), or shifts the
 * other's index. The lanes of dr-pallavi-shinde, whose slots most journeys book: 3, 4 and 6
 * manage-booking (and 8 and 5 as its move targets), 5 my-data, 8 the console journey, 9 and 10 family.
 */
export async function nthFreeSlot(request: APIRequestContext, doctor: string, day: number, index: number): Promise<{ start: string; end: string }> {
  const date = await clinicDay(request, doctor, day);
  const slots = await freeSlots(request, doctor, date, 1);
  if (!slots[index]) throw new Error(`${doctor} has ${slots.length} free slots on ${date}, not a slot #${index + 1}`);
  return slots[index];
}

/** Free slots of a doctor from a local date, as the picker asks for them. */
export async function freeSlots(request: APIRequestContext, doctor: string, from?: string, days = 7): Promise<{ start: string; end: string }[]> {
  const response = await request.post("/api/web/doctor/free-slots", { data: { doctor, days, ...(from ? { from } : {}) } });
  expect(response.status()).toBe(200);
  return (await response.json()).data.slots;
}

/**
 * Ticks a checkbox of the details form and waits until it shows ticked. On a loaded machine a
 * click can land while the form re-renders after the step's navigation and be undone by it (seen
 * once in CI: "Clicking the checkbox did not change its state"); the tick is then clicked again.
 */
async function tick(box: Locator) {
  await expect(async () => {
    if (!(await box.isChecked())) await box.click();
    await expect(box).toBeChecked({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Fills step 2 (the patient) and presses Continue: the code page sends a code on arrival. */
export async function fillPatientAndAskForCode(page: Page, phoneDigits: string, name = "Kavita Menon", choices: { reminders?: boolean } = {}) {
  await page.getByLabel("Patient's full name").fill(name);
  await page.getByLabel("Mobile number").fill(phoneDigits);
  await page.getByLabel("Age in years").fill("38");
  await page.getByRole("radio", { name: "Female" }).check();
  await tick(page.getByLabel(/I agree/));
  if (choices.reminders) await tick(page.getByLabel(/Send me an SMS reminder before this appointment/));
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/send-otp$/);
  // Every e2e browser shares one address: when other specs' codes raised its security check's level
  // while this page solved the lower one, the page says so and the person sends again, as it asks.
  const sent = page.getByText(/We sent a 6-digit code/);
  const raised = page.getByRole("alert").filter({ hasText: "the security check takes a little longer now" });
  await expect(sent.or(raised)).toBeVisible({ timeout: 20_000 });
  if (await raised.isVisible()) await page.getByRole("button", { name: "Send the code again" }).click();
  await expect(sent).toBeVisible({ timeout: 20_000 });
}

/** The code calls (challenge, send, resend) the page makes from now on. */
export function codeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/misc\/(otp-challenge|send-otp|resend-otp)$/.test(path)) seen.push(path);
  });
  return seen;
}

/** Fills step 2 (the patient) and goes on to the code page. */
export async function fillPatientAndContinue(page: Page, phoneDigits: string, name = "Kavita Menon", choices: { reminders?: boolean } = {}) {
  await fillPatientAndAskForCode(page, phoneDigits, name, choices);
  await noAxeViolations(page);
  await page.getByLabel("Code from the SMS").fill(await codeFor(e164(phoneDigits)));
  await page.getByRole("button", { name: "Verify and continue" }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=order_/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Pay the consultation fee" })).toBeVisible();
}

/** Pays on /payment through the sandbox checkout and waits for the confirmation. */
export async function payInSandbox(page: Page) {
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payment\/sandbox\?orderId=/);
  await page.getByRole("button", { name: /^Pay ₹.*\(test\)$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=/);
  await expect(page.getByRole("heading", { name: /Payment received/ })).toBeVisible({ timeout: 20_000 });
}
