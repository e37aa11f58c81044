import crypto from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Executor } from "@/lib/server/db";
import { otpChallenges } from "@/lib/server/db/schema";
import { issueBookingToken } from "@/lib/server/auth/tokens";
import { newChallenge } from "@/lib/server/otp";
import { holdSlot } from "@/lib/server/booking";
import { savePatient } from "@/lib/server/booking/patients";
import type { HoldInput } from "@/lib/server/booking/hold";
import { createOrder } from "@/lib/server/payments";
import type { Clock } from "@/lib/server/clock";
import { moveClockTo } from "./move-clock";

/** A fixed clock: Monday 30 November 2026, 06:00 in Kolkata (00:30 UTC), unless moved. */
export function testClock(start = "2026-11-30T00:30:00Z"): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = new Date(start);
  const clock = (() => new Date(now)) as Clock & { set(iso: string): void; advance(ms: number): void };
  clock.set = (iso) => {
    now = new Date(iso);
  };
  clock.advance = (ms) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}

/**
 * Moves this file's clock (Date, which the route handlers read through systemClock) to Sunday
 * 29 November 2026, 06:00 in Kolkata, the day before testClock()'s Monday, ticking from there.
 * For a test file that builds its story on testClock() and then calls route handlers: without
 * it the file passes only until the real date reaches its fixed dates (the booking tokens its
 * fixtures issued on that Monday expire by the real clock), as six files did from 30 November
 * 2026. Call it once the file's database exists (in beforeAll, after createTestDatabase): the
 * run's seeded template is built on the real clock, whichever file builds it.
 */
export function holdSystemClockAtFixtureDay(): void {
  moveClockTo(Date.parse("2026-11-29T00:30:00Z"));
}

/** A visitor whose phone is verified: a closed, verified challenge and its booking token. */
export async function verifiedVisitor(db: Executor, phone: string, now: Date): Promise<{ attemptId: string; token: string; phone: string }> {
  const attemptId = crypto.randomUUID();
  await db.insert(otpChallenges).values({ attemptId, phone, codeHash: "00", createdAt: now, expiresAt: now, closedAt: now, verifiedAt: now });
  const { token } = await issueBookingToken(db, { attemptId }, now);
  return { attemptId, token, phone };
}

/** A solved proof of work, as the browser sends it (from `client`, the address that asked for the challenge). */
export async function solvedPow(db: Executor, clock: Clock, client = "203.0.113.1"): Promise<string> {
  const challenge = await newChallenge(db, clock, client);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * A hold for a patient saved first, as the browser makes one: the details saved under the
 * visitor's phone (add-patient-detail), then the hold with their id (add-booking-detail), the
 * visit's reason and reminder box taken from the details unless given.
 */
export async function holdFor(db: Executor, input: Omit<HoldInput, "patientId"> & { patient: Parameters<typeof savePatient>[2] }, clock: Clock) {
  const { patient, ...hold } = input;
  const patientId = await db.transaction((tx) => savePatient(tx, input.phone, patient, clock()));
  return holdSlot(db, { ...hold, patientId, reason: hold.reason ?? patient.reason, reminders: hold.reminders ?? patient.reminders }, clock);
}

/** Indian test mobiles: +9198765xxxxx. */
export const mobile = (n: number) => `+9198765${String(n).padStart(5, "0")}`;

/**
 * The nth held booking of Dr Rajesh Iyer and its order, for payment tests: Thursdays from
 * 3 December 2026, four weeks of four 15-minute slots from 11:00 IST, then (n from 16) the next
 * four slots of each day from 12:00, so each n has its own slot and phone.
 */
export async function heldBookingWithOrder(db: Executor, clock: Clock, n: number, phoneBase: number, choices: { reminders?: boolean } = { reminders: true }) {
  const v = await verifiedVisitor(db, mobile(phoneBase + n), clock());
  const start = new Date(Date.parse("2026-12-03T05:30:00Z") + (Math.floor(n / 4) % 4) * 7 * 86_400_000 + ((n % 4) + 4 * Math.floor(n / 16)) * 15 * 60_000);
  const booking = await holdFor(db, { ...v, doctor: "dr-rajesh-iyer", slotStart: start.toISOString(), patient: { name: "Arjun Rao", phone: v.phone, gender: "male", age: 51, reason: "", ...choices, consent: true } }, clock);
  const { orderId } = await createOrder(db, { bookingId: booking._id, attemptId: v.attemptId }, clock);
  return { v, booking, orderId };
}
