import "server-only";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { ACTIVE_BOOKING_STATUSES, bookings, doctorLeaves, doctorOpdTimings, doctors, type BookingStatus } from "../db/schema";
import { getConfig } from "../config";
import type { Clock } from "../clock";
import { notFound } from "@/lib/errors";
import type { FreeSlotsResponse, Slot } from "@/lib/contracts/booking";
import { localDateOf } from "@/lib/format/appointment-time";
import { freeSlots, opdDays, opdDayStates, type FreeSlotsInput, type Interval, type OpdDayState } from "./slots";
import { findDoctor, fullName, type DoctorRow } from "./doctor";
import { getChangeTiers } from "./change-tiers";

// What a visitor may book: a doctor's free slots from the weekly sittings, leave and holidays,
// notice and horizon (slots.ts), less every active booking and live hold.

const ACTIVE = ACTIVE_BOOKING_STATUSES as readonly BookingStatus[];

/** Active bookings and unexpired holds of these doctors that end after `from`. */
async function busyOf(db: Executor, doctorIds: string[], from: Date, now: Date): Promise<Map<string, Interval[]>> {
  const rows = doctorIds.length
    ? await db
        .select({ doctorId: bookings.doctorId, start: bookings.startsAt, end: bookings.endsAt })
        .from(bookings)
        .where(
          and(
            inArray(bookings.doctorId, doctorIds),
            inArray(bookings.status, [...ACTIVE]),
            gt(bookings.endsAt, from),
            or(sql`${bookings.status} <> 'held'`, gt(bookings.holdExpiresAt, now)),
          ),
        )
    : [];
  const map = new Map<string, Interval[]>();
  for (const r of rows) map.set(r.doctorId, [...(map.get(r.doctorId) ?? []), { start: r.start, end: r.end }]);
  return map;
}

async function scheduleOf(db: Executor, doctorIds: string[], today: string) {
  const [sittings, leaves] = doctorIds.length
    ? await Promise.all([
        db
          .select({ doctorId: doctorOpdTimings.doctorId, dayOfWeek: doctorOpdTimings.dayOfWeek, start: doctorOpdTimings.startTime, end: doctorOpdTimings.endTime, slotMinutes: doctorOpdTimings.slotMinutes })
          .from(doctorOpdTimings)
          .where(inArray(doctorOpdTimings.doctorId, doctorIds)),
        db
          .select({ doctorId: doctorLeaves.doctorId, from: doctorLeaves.fromDate, to: doctorLeaves.toDate })
          .from(doctorLeaves)
          .where(and(or(isNull(doctorLeaves.doctorId), inArray(doctorLeaves.doctorId, doctorIds)), sql`${doctorLeaves.toDate} >= ${today}::date`)),
      ])
    : [[], []];
  return (doctorId: string) => ({
    sessions: sittings.filter((s) => s.doctorId === doctorId).map(({ dayOfWeek, start, end, slotMinutes }) => ({ dayOfWeek, start, end, slotMinutes })),
    daysOff: leaves.filter((l) => l.doctorId === null || l.doctorId === doctorId).map(({ from, to }) => ({ from, to })),
  });
}

const toSlot = (i: Interval): Slot => ({ start: i.start.toISOString(), end: i.end.toISOString() });

/** The inputs of the slot rules for one doctor now: sittings, days off, busy times and booking rules. */
export async function slotInput(db: Executor, doctor: DoctorRow, now: Date): Promise<Omit<FreeSlotsInput, "fromDate" | "toDate" | "limit">> {
  const timeZone = getConfig().timeZone;
  const schedule = (await scheduleOf(db, [doctor.id], localDateOf(now, timeZone)))(doctor.id);
  const busy = (await busyOf(db, [doctor.id], now, now)).get(doctor.id) ?? [];
  return { ...schedule, busy, now, timeZone, minNoticeMinutes: doctor.minNoticeMinutes, horizonDays: doctor.bookingHorizonDays };
}

/** `/web/doctor/free-slots`: a doctor's free slots over `days` local days from `from` (today by default). */
export async function getFreeSlots(db: Executor, input: { doctor: string; from?: string; days: number }, clock: Clock): Promise<FreeSlotsResponse> {
  const doctor = await findDoctor(db, input.doctor);
  if (!doctor) throw notFound("Doctor not found");
  const now = clock();
  const base = await slotInput(db, doctor, now);
  const fromDate = input.from ?? localDateOf(now, base.timeZone);
  const toDate = localDateOf(new Date(Date.parse(`${fromDate}T12:00:00Z`) + (input.days - 1) * 86_400_000), "UTC");
  const slots = freeSlots({ ...base, fromDate, toDate });
  const opd = opdDays({ ...base, fromDate, toDate });
  const after = freeSlots({ ...base, fromDate: localDateOf(new Date(Date.parse(`${toDate}T12:00:00Z`) + 86_400_000), "UTC"), limit: 1 });
  return {
    changeTiers: await getChangeTiers(db),
    doctor: { _id: doctor.id, username: doctor.username, fullName: fullName(doctor), consultationFee: { amount: doctor.fee, currency: doctor.currency } },
    timeZone: base.timeZone,
    slots: slots.map(toSlot),
    opdDays: opd,
    dayStates: opdDayStates({ ...base, fromDate, toDate }),
    nextAfter: after[0] ? toSlot(after[0]) : null,
  };
}

/** What each OPD day of a doctor between two local dates holds for a visitor now (opdDayStates); null for an unknown doctor. */
export async function dayStatesOf(db: Executor, username: string, fromDate: string, toDate: string, now: Date): Promise<Record<string, OpdDayState> | null> {
  const doctor = await findDoctor(db, username);
  if (!doctor) return null;
  return opdDayStates({ ...(await slotInput(db, doctor, now)), fromDate, toDate });
}

/**
 * The free slots of several doctors as any visitor would see them now (notice, horizon, leave and
 * every active booking or live hold applied), in a window: `limit` each, or between two local
 * dates. `bookableOnly`: only active doctors whose visits are booked online (a fee).
 */
async function freeSlotsOf(
  db: Executor,
  doctorIds: string[],
  now: Date,
  window: Pick<FreeSlotsInput, "fromDate" | "toDate" | "limit">,
  bookableOnly = false,
): Promise<Map<string, Slot[]>> {
  const ids = [...new Set(doctorIds)];
  const result = new Map<string, Slot[]>();
  if (!ids.length) return result;
  const timeZone = getConfig().timeZone;
  const rules = await db
    .select({ id: doctors.id, minNoticeMinutes: doctors.minNoticeMinutes, bookingHorizonDays: doctors.bookingHorizonDays })
    .from(doctors)
    .where(and(inArray(doctors.id, ids), bookableOnly ? and(eq(doctors.isActive, true), gt(doctors.consultationFee, 0)) : undefined));
  const schedule = await scheduleOf(db, ids, localDateOf(now, timeZone));
  const busy = await busyOf(db, ids, now, now);
  for (const rule of rules) {
    const slots = freeSlots({ ...schedule(rule.id), busy: busy.get(rule.id) ?? [], now, timeZone, minNoticeMinutes: rule.minNoticeMinutes, horizonDays: rule.bookingHorizonDays, ...window });
    result.set(rule.id, slots.map(toSlot));
  }
  return result;
}

/** The next free slots of several doctors (cards and profiles), `count` each. */
export const nextFreeSlots = (db: Executor, doctorIds: string[], now: Date, count = 1): Promise<Map<string, Slot[]>> => freeSlotsOf(db, doctorIds, now, { limit: count });

/** The free slots of several bookable doctors between two local dates (inclusive): what the waitlist may offer. */
export const freeSlotsBetween = (db: Executor, doctorIds: string[], fromDate: string, toDate: string, now: Date): Promise<Map<string, Slot[]>> =>
  freeSlotsOf(db, doctorIds, now, { fromDate, toDate }, true);
