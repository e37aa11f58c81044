import "server-only";
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, ne, or, sql } from "drizzle-orm";
import { DateTime } from "luxon";
import {
  LEAVE_BOOKING_STATUSES,
  type DoctorLeave,
  type LeaveAdded,
  type LeaveBooking,
  type LeaveBookingStatus,
  type LeaveCheck,
  type LeaveRemoved,
} from "@/lib/contracts/leave";
import type { StaffMe } from "@/lib/contracts/staff";
import { localDateOf } from "@/lib/format/appointment-time";
import { DomainError, notFound } from "@/lib/errors";
import type { Executor } from "../db";
import { bookings, doctorLeaves, doctors, patients } from "../db/schema";
import { getConfig } from "../config";
import { revalidateTags, TAGS } from "../cache";
import { recordAudit } from "../staff/audit";
import { lockDoctorTime } from "./time-lock";
import { fullName } from "./doctor";
import { auditPatientRead, seesPatients, type StaffReader } from "../staff/patient-reads";

/**
 * A doctor's leave from the desk: the same rows the doctor form writes
 * (lib/server/collections/stores/doctors.ts, `leave`) and the same rule. No slot is offered on a leave
 * day (slots.ts reads these rows); a booking already made on one is not changed, as when an
 * editor adds leave on the doctor form: it is listed here, before and after the save, for the
 * desk to call the patient and move or cancel it on the bookings desk, which tells the patient.
 * Removing leave frees its days' slots; the waitlist's offer round (every 10 s, startup.ts)
 * offers them like any freed slot, as it does when leave is taken off the doctor form.
 *
 * Each change also moves the doctor's version (updated_at, the doctor form's version check): a
 * doctor form opened before it saves the whole leave list, so its save is refused as a version
 * conflict that shows the new leave, rather than dropping it unseen.
 */

type Doctor = { id: string; username: string; fullName: string };

const actorOf = (me: StaffMe) => ({ id: me.id, email: me.email });
const bumpVersion = sql`greatest(clock_timestamp(), ${doctors.updatedAt} + interval '1 microsecond')`;

const LEAVE_OVER = "This leave is already over: its last day is before today.";
const NO_DOCTOR = "There is no such doctor: choose one from the list.";
const gone = () => notFound("There is no such leave: it may have been removed already. Reload the page.");

/** The instant a local day starts in the hospital's zone. */
const startOfDay = (day: string, timeZone: string): Date => DateTime.fromISO(day, { zone: timeZone }).startOf("day").toJSDate();

/**
 * The bookings still to come (not yet ended) of these doctors between two local days, both
 * included: waiting, confirmed, or held by a payment under way. By doctor, in time order.
 */
async function bookingsBetween(db: Executor, doctorIds: string[], fromDate: string, toDate: string, now: Date): Promise<(LeaveBooking & { doctorId: string; day: string })[]> {
  if (!doctorIds.length) return [];
  const { timeZone } = getConfig();
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      doctorId: bookings.doctorId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      name: patients.name,
      phone: patients.phone,
    })
    .from(bookings)
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .where(
      and(
        inArray(bookings.doctorId, doctorIds),
        inArray(bookings.status, [...LEAVE_BOOKING_STATUSES]),
        // A lapsed hold is nobody's booking.
        or(ne(bookings.status, "held"), and(isNotNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now))),
        gt(bookings.endsAt, now),
        gte(bookings.startsAt, startOfDay(fromDate, timeZone)),
        lt(bookings.startsAt, DateTime.fromISO(toDate, { zone: timeZone }).plus({ days: 1 }).startOf("day").toJSDate()),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.reference));
  return rows.map((r) => ({
    id: r.id,
    reference: r.reference,
    doctorId: r.doctorId,
    day: localDateOf(r.startsAt, timeZone),
    start: r.startsAt.toISOString(),
    end: r.endsAt.toISOString(),
    status: r.status as LeaveBookingStatus,
    patient: { name: r.name, phone: r.phone },
  }));
}

const withoutKeys = ({ doctorId: _d, day: _day, ...b }: LeaveBooking & { doctorId: string; day: string }): LeaveBooking => b;

/**
 * The bookings as `reader` may see them: with their patients for staff who see patients'
 * details (the read audited as `what`), else without (an editor learns how many bookings and
 * when, and the front desk calls the patients).
 */
async function forReader<T extends LeaveBooking>(db: Executor, reader: StaffReader, booked: T[], read: { what: "leave_check" | "leave_list" | "leave_added"; filters?: Record<string, unknown> }, now: Date): Promise<T[]> {
  if (!seesPatients(reader)) return booked.map((b) => ({ ...b, patient: null }));
  await auditPatientRead(db, reader, { ...read, count: booked.length }, now);
  return booked;
}

async function doctorOrThrow(db: Executor, username: string, lock = false): Promise<Doctor> {
  const query = db.select({ id: doctors.id, username: doctors.username, name: doctors.name, title: doctors.title }).from(doctors).where(eq(doctors.username, username.toLowerCase()));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new DomainError("not_found", NO_DOCTOR, { errors: [{ path: "doctor", message: NO_DOCTOR }] });
  return { id: row.id, username: row.username, fullName: fullName(row) };
}

/** Leave that ended before today is a record, not the desk's to change (as on the doctor form). */
function refuseOver(toDate: string, now: Date): void {
  if (toDate < localDateOf(now, getConfig().timeZone)) throw new DomainError("bad_request", LEAVE_OVER, { errors: [{ path: "toDate", message: LEAVE_OVER }], reason: "leave_over" });
}

/** The doctors leave can be marked for (the form's list): every doctor shown on the site, by name. */
export async function leaveDoctors(db: Executor): Promise<{ username: string; fullName: string }[]> {
  const rows = await db.select({ username: doctors.username, name: doctors.name, title: doctors.title }).from(doctors).where(eq(doctors.isActive, true)).orderBy(asc(doctors.name));
  return rows.map((d) => ({ username: d.username, fullName: fullName(d) }));
}

/** Each doctor's current and upcoming leave (ending today or later), by doctor name then first day, with the bookings still to come on its days. */
export async function listLeave(db: Executor, reader: StaffReader, now: Date): Promise<DoctorLeave[]> {
  const today = localDateOf(now, getConfig().timeZone);
  const rows = await db
    .select({ id: doctorLeaves.id, fromDate: doctorLeaves.fromDate, toDate: doctorLeaves.toDate, reason: doctorLeaves.reason, doctorId: doctors.id, username: doctors.username, name: doctors.name, title: doctors.title, isActive: doctors.isActive })
    .from(doctorLeaves)
    .innerJoin(doctors, eq(doctors.id, doctorLeaves.doctorId))
    .where(gte(doctorLeaves.toDate, today))
    .orderBy(asc(doctors.name), asc(doctorLeaves.fromDate), asc(doctorLeaves.id));
  if (!rows.length) return [];
  const first = rows.reduce((min, r) => (r.fromDate < min ? r.fromDate : min), rows[0].fromDate);
  const last = rows.reduce((max, r) => (r.toDate > max ? r.toDate : max), rows[0].toDate);
  const booked = await forReader(db, reader, await bookingsBetween(db, [...new Set(rows.map((r) => r.doctorId))], first, last, now), { what: "leave_list" }, now);
  const out = new Map<string, DoctorLeave>();
  for (const r of rows) {
    const entry = out.get(r.doctorId) ?? { doctor: { username: r.username, fullName: fullName(r), isActive: r.isActive }, leave: [] };
    entry.leave.push({
      id: r.id,
      fromDate: r.fromDate,
      toDate: r.toDate,
      reason: r.reason,
      bookings: booked.filter((b) => b.doctorId === r.doctorId && b.day >= r.fromDate && b.day <= r.toDate).map(withoutKeys),
    });
    out.set(r.doctorId, entry);
  }
  return [...out.values()];
}

/** The bookings still to come on the days of a leave not yet saved: what the desk will have to call about. */
export async function checkLeave(db: Executor, input: { doctor: string; fromDate: string; toDate: string }, reader: StaffReader, now: Date): Promise<LeaveCheck> {
  refuseOver(input.toDate, now);
  const doctor = await doctorOrThrow(db, input.doctor);
  const filters = { doctor: doctor.username, fromDate: input.fromDate, toDate: input.toDate };
  const booked = await forReader(db, reader, await bookingsBetween(db, [doctor.id], input.fromDate, input.toDate, now), { what: "leave_check", filters }, now);
  return { doctor: { username: doctor.username, fullName: doctor.fullName }, fromDate: input.fromDate, toDate: input.toDate, bookings: booked.map(withoutKeys) };
}

/** Saves a doctor's leave: its days get no slot from now on; the bookings already on them stay, and are answered for the desk to call. Audited as `leave_added`. */
export async function addLeave(db: Executor, input: { doctor: string; fromDate: string; toDate: string; reason?: string }, me: StaffMe, now: Date): Promise<LeaveAdded> {
  refuseOver(input.toDate, now);
  const added = await db.transaction(async (tx) => {
    // The doctor's time lock first (before the row lock below, as a hold takes them): a hold or
    // a move on these days either waits for this leave and then sees it, or committed before
    // and is listed below (time-lock.ts).
    await lockDoctorTime(tx, (await doctorOrThrow(tx, input.doctor)).id);
    const doctor = await doctorOrThrow(tx, input.doctor, true);
    const [row] = await tx.insert(doctorLeaves).values({ doctorId: doctor.id, fromDate: input.fromDate, toDate: input.toDate, reason: input.reason ?? "", updatedAt: now }).returning({ id: doctorLeaves.id });
    await tx.update(doctors).set({ updatedAt: bumpVersion }).where(eq(doctors.id, doctor.id));
    const booked = (await bookingsBetween(tx, [doctor.id], input.fromDate, input.toDate, now)).map(withoutKeys);
    await recordAudit(
      tx,
      {
        actor: actorOf(me),
        action: "leave_added",
        entity: "doctor_leave",
        entityId: row.id,
        after: { doctor: doctor.username, fromDate: input.fromDate, toDate: input.toDate, reason: input.reason ?? "", bookingsOnLeave: booked.map((b) => b.reference) },
      },
      now,
    );
    const shown = await forReader(tx, me, booked, { what: "leave_added", filters: { doctor: doctor.username, fromDate: input.fromDate, toDate: input.toDate } }, now);
    return { id: row.id, doctor: { username: doctor.username, fullName: doctor.fullName }, fromDate: input.fromDate, toDate: input.toDate, bookings: shown };
  });
  await revalidateTags([TAGS.availability, TAGS.doctors]);
  return added;
}

/** Removes current or upcoming leave: its days' slots are free again (the waitlist's next round offers them). Audited as `leave_removed`. */
export async function removeLeave(db: Executor, id: string, me: StaffMe, now: Date): Promise<LeaveRemoved> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ doctorId: doctorLeaves.doctorId, toDate: doctorLeaves.toDate })
      .from(doctorLeaves)
      .where(and(eq(doctorLeaves.id, id), isNotNull(doctorLeaves.doctorId)));
    // A hospital holiday (no doctor) is the holidays page's, not this call's.
    if (!found?.doctorId) throw gone();
    if (found.toDate < localDateOf(now, getConfig().timeZone)) throw new DomainError("conflict", "This leave is over: it stays as a record.", { reason: "leave_over" });
    // The doctor first, then the leave: the doctor form's save takes them in this order too.
    const [doctor] = await tx.update(doctors).set({ updatedAt: bumpVersion }).where(eq(doctors.id, found.doctorId)).returning({ username: doctors.username });
    const [row] = await tx.delete(doctorLeaves).where(eq(doctorLeaves.id, id)).returning();
    if (!row) throw gone();
    await recordAudit(tx, { actor: actorOf(me), action: "leave_removed", entity: "doctor_leave", entityId: id, before: { doctor: doctor.username, fromDate: row.fromDate, toDate: row.toDate, reason: row.reason } }, now);
  });
  await revalidateTags([TAGS.availability, TAGS.doctors]);
  return { id };
}
