import "server-only";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, doctorLeaves, doctorOpdTimings, doctors } from "../db/schema";
import { getConfig } from "../config";
import { classifyDbError } from "../db/errors";
import { DomainError } from "@/lib/errors";
import { getFreeSlots } from "./availability";
import { dayOff, slotTaken } from "./hold";
import { freeSlots, isBookableSlot, type Interval } from "./slots";
import { queueBookingMessages } from "./messages";
import { isDayOff, lockDoctorTime } from "./time-lock";
import type { FreeSlotsResponse } from "@/lib/contracts/booking";
import { localDateOf } from "@/lib/format/appointment-time";

/**
 * Moving a booking to another free slot of its own doctor. The patient (by the link, at least
 * 24 hours ahead) and the front desk (the booking rules' own notice) both move through here, so
 * a new time is checked the same way: one of the doctor's slots (else a 400), free now under
 * the rules of a new booking (notice, horizon, leave, bookings and holds; else the 409 of a
 * taken slot), and the exclusion constraint `bookings_no_overlap` settles a race.
 */
type BookingRow = typeof bookings.$inferSelect;

/** `minNoticeMinutes`: a notice longer than the doctor's (the patient's 24 hours). */
export interface MoveRules {
  minNoticeMinutes?: number;
}

/** The doctor's slots a booking can move to over `days` local days from `from`, the rules' notice applied. */
export async function slotsToMove(db: Executor, row: BookingRow, window: { from?: string; days: number }, rules: MoveRules, now: Date): Promise<FreeSlotsResponse> {
  const [doctor] = await db.select({ username: doctors.username }).from(doctors).where(eq(doctors.id, row.doctorId));
  const result = await getFreeSlots(db, { doctor: doctor.username, from: window.from, days: window.days }, () => now);
  const earliest = now.getTime() + (rules.minNoticeMinutes ?? 0) * 60_000;
  return { ...result, slots: result.slots.filter((s) => Date.parse(s.start) >= earliest) };
}

/**
 * Moves a waiting or confirmed booking (as read in `row`) to the slot starting at `slotStart`
 * and queues the patient's "moved" messages; `alsoInTransaction` runs in the same transaction
 * (the desk's audit entry). A booking changed since `row` was read is a 409 `not_changeable`.
 */
export async function moveBooking(
  db: Executor,
  row: BookingRow,
  slotStart: string,
  rules: MoveRules,
  now: Date,
  alsoInTransaction?: (tx: Executor, moved: Interval) => Promise<void>,
): Promise<Interval> {
  const [doctor] = await db.select().from(doctors).where(eq(doctors.id, row.doctorId));
  const timeZone = getConfig().timeZone;
  const start = new Date(slotStart);
  const day = localDateOf(start, timeZone);
  const sessions = await db.select().from(doctorOpdTimings).where(eq(doctorOpdTimings.doctorId, doctor.id));
  const leaves = await db.select().from(doctorLeaves).where(or(isNull(doctorLeaves.doctorId), eq(doctorLeaves.doctorId, doctor.id)));
  const base = {
    sessions: sessions.map((s) => ({ dayOfWeek: s.dayOfWeek, start: s.startTime, end: s.endTime, slotMinutes: s.slotMinutes })),
    daysOff: leaves.map((l) => ({ from: l.fromDate, to: l.toDate })),
    now,
    timeZone,
    minNoticeMinutes: Math.max(doctor.minNoticeMinutes, rules.minNoticeMinutes ?? 0),
    horizonDays: doctor.bookingHorizonDays,
  };
  const slot = freeSlots({ ...base, busy: [], fromDate: day, toDate: day }).find((s) => s.start.getTime() === start.getTime());
  if (!slot) {
    const ahead = rules.minNoticeMinutes ? ` (at least ${Math.round(rules.minNoticeMinutes / 60)} hours ahead)` : "";
    throw new DomainError("bad_request", `This time is not one of the doctor's bookable slots${ahead}. Please pick a slot from the list.`, { reason: "not_a_slot" });
  }
  const free = await getFreeSlots(db, { doctor: doctor.username, from: day, days: 1 }, () => now);
  if (!isBookableSlot({ ...base, busy: [], slot }) || !free.slots.some((s) => s.start === slot.start.toISOString())) throw slotTaken();
  try {
    await db.transaction(async (tx) => {
      await lockDoctorTime(tx, row.doctorId);
      // Leave or a holiday added since the slot was checked above (time-lock.ts).
      if (await isDayOff(tx, row.doctorId, day)) throw dayOff(`${doctor.title} ${doctor.name}`.trim());
      // Still waiting or confirmed, at the time that was checked: a cancel or move since is not undone.
      const [moved] = await tx
        .update(bookings)
        .set({ startsAt: slot.start, endsAt: slot.end, updatedAt: now })
        .where(and(eq(bookings.id, row.id), inArray(bookings.status, ["requested", "confirmed"]), eq(bookings.startsAt, row.startsAt)))
        .returning({ id: bookings.id });
      if (!moved) throw new DomainError("conflict", "This booking was changed a moment ago: reload to see it as it is now.", { reason: "not_changeable" });
      await queueBookingMessages(tx, row.id, "moved", now);
      await alsoInTransaction?.(tx, slot);
    });
  } catch (error) {
    if (classifyDbError(error)?.constraint === "bookings_no_overlap") throw slotTaken();
    throw error;
  }
  return slot;
}
