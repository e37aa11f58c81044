import "server-only";
import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { DateTime } from "luxon";
import { stringify } from "csv-stringify/sync";
import { DESK_STATUSES, DESK_STATUS_TEXT, type DeskBooking, type DeskQuery, type DeskSlotsQuery, type DeskStatus, type StaffMe } from "@/lib/contracts/staff";
import type { Pagination } from "@/lib/contracts/envelope";
import { CONFIRMATION_MINUTES, type FreeSlotsResponse, type Slot } from "@/lib/contracts/booking";
import { formatAppointment } from "@/lib/format/appointment-time";
import type { Executor } from "../db";
import { bookings, doctorSpecialities, doctors, patients, paymentOrders, specialities } from "../db/schema";
import { DomainError, notFound } from "@/lib/errors";
import { kickDispatcher } from "../outbox";
import { queueBookingMessages } from "../booking/messages";
import { moveBooking, slotsToMove } from "../booking/move";
import { recordAudit } from "../staff/audit";
import { auditPatientRead, seesPatients, type StaffReader } from "../staff/patient-reads";
import { refundBooking } from "./manage-booking";
import { refundApplied } from "../payments/settlement";

/**
 * The bookings desk (front desk): today's and upcoming appointments that were paid for, with how
 * long each request has waited for confirmation (the FAQ promises CONFIRMATION_MINUTES); confirm,
 * cancel with the refund due (the gateway's refund call, idempotent per booking), move to a free
 * slot of the same doctor, mark attended or not; each change is audited and tells the patient
 * through the outbox.
 */
const PAGE_SIZE = 50;
const actorOf = (me: StaffMe) => ({ id: me.id, email: me.email });

function whereOf(filters: Omit<DeskQuery, "page">, now: Date, timeZone: string): SQL | undefined {
  const startOfDay = (day: string) => DateTime.fromISO(day, { zone: timeZone }).startOf("day").toJSDate();
  const from = filters.from ? startOfDay(filters.from) : DateTime.fromJSDate(now, { zone: timeZone }).startOf("day").toJSDate();
  return and(
    inArray(bookings.status, filters.status ? [filters.status] : [...DESK_STATUSES]),
    gte(bookings.startsAt, from),
    filters.to ? lt(bookings.startsAt, DateTime.fromISO(filters.to, { zone: timeZone }).plus({ days: 1 }).startOf("day").toJSDate()) : undefined,
    filters.doctor ? eq(doctors.username, filters.doctor) : undefined,
    filters.speciality ? ofSpeciality(filters.speciality) : undefined,
  );
}

/** Booked for the speciality, or (booked by doctor) with a doctor who practises it. */
function ofSpeciality(slug: string): SQL {
  const ids = sql`(select ${specialities.id} from ${specialities} where ${specialities.slug} = ${slug})`;
  return or(
    sql`${bookings.specialityId} in ${ids}`,
    and(isNull(bookings.specialityId), sql`${bookings.doctorId} in (select ${doctorSpecialities.doctorId} from ${doctorSpecialities} where ${doctorSpecialities.specialityId} in ${ids})`),
  )!;
}

/**
 * Since when a request has waited for the desk: its payment, or (a booking paid before payments
 * were recorded with their time) its last change. Null for anything not waiting.
 */
const waitingSince = sql<Date | null>`case when ${bookings.status} = 'requested' then coalesce(${paymentOrders.paidAt}, ${bookings.updatedAt}) end`;

/**
 * The desk's order: requests waiting for confirmation first, the one that has waited longest
 * (since its payment) at the top, so the oldest promise is kept first; then everything else by
 * appointment time.
 */
async function rowsOf(db: Executor, where: SQL | undefined, limit: number, offset: number, now: Date): Promise<DeskBooking[]> {
  const rows = await db
    .select({
      b: bookings,
      doctorName: doctors.name,
      username: doctors.username,
      speciality: specialities.name,
      patientName: patients.name,
      phone: patients.phone,
      relation: patients.relation,
      // Who booked, when the phone's holder booked for themself too (the family's "self").
      bookedBy: sql<string | null>`(select p2.name from patients p2 where p2.phone = ${patients.phone} and p2.relation = 'self' order by p2.updated_at desc limit 1)`,
      paidAt: paymentOrders.paidAt,
    })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .leftJoin(specialities, eq(specialities.id, bookings.specialityId))
    .leftJoin(paymentOrders, and(eq(paymentOrders.bookingId, bookings.id), eq(paymentOrders.status, "paid")))
    .where(where)
    .orderBy(sql`case when ${bookings.status} = 'requested' then 0 else 1 end`, asc(waitingSince), asc(bookings.startsAt), asc(bookings.reference))
    .limit(limit)
    .offset(offset);
  return rows.map(({ b, doctorName, username, speciality, patientName, phone, relation, bookedBy, paidAt }) => ({
    id: b.id,
    reference: b.reference,
    start: b.startsAt.toISOString(),
    end: b.endsAt.toISOString(),
    doctor: { username, fullName: doctorName },
    speciality,
    patient: { name: patientName, phone, relation },
    bookedBy: relation === "self" ? null : bookedBy,
    patientConfirmedAt: b.patientConfirmedAt?.toISOString() ?? null,
    reason: b.reason,
    status: b.status as DeskStatus,
    fee: b.fee,
    refundDue: b.refundDue,
    waitingMinutes: b.status === "requested" ? Math.max(0, Math.floor((now.getTime() - (paidAt ?? b.updatedAt).getTime()) / 60_000)) : null,
  }));
}

/** The desk shows patients: only to staff who see patients' details (lib/contracts/staff.ts). */
function refuseUnlessSeesPatients(reader: StaffReader): void {
  if (!seesPatients(reader)) throw new DomainError("forbidden", "Patients' details are for the front desk: ask them, or an administrator, for this list.");
}

/** A page of the desk; the read is audited (`patient_details_read`, bookings_list, with its filters). */
export async function listDesk(db: Executor, filters: DeskQuery, reader: StaffReader, now: Date, timeZone: string): Promise<{ bookings: DeskBooking[]; pagination: Pagination }> {
  refuseUnlessSeesPatients(reader);
  const where = whereOf(filters, now, timeZone);
  const [{ total }] = await db.select({ total: count() }).from(bookings).innerJoin(doctors, eq(doctors.id, bookings.doctorId)).where(where);
  const rows = await rowsOf(db, where, PAGE_SIZE, (filters.page - 1) * PAGE_SIZE, now);
  await auditPatientRead(db, reader, { what: "bookings_list", count: rows.length, filters: { ...filters } }, now);
  return { bookings: rows, pagination: { page: filters.page, limit: PAGE_SIZE, total } };
}

/** The desk's speciality filter: every active speciality with an address, by name. */
export const deskSpecialities = async (db: Executor): Promise<{ slug: string; name: string }[]> =>
  (await db.select({ slug: specialities.slug, name: specialities.name }).from(specialities).where(eq(specialities.isActive, true)).orderBy(asc(specialities.name))).flatMap((s) =>
    s.slug ? [{ slug: s.slug, name: s.name }] : [],
  );

/** The desk's doctor filter: every active doctor by name. */
export const deskDoctors = (db: Executor): Promise<{ username: string; name: string }[]> =>
  db.select({ username: doctors.username, name: doctors.name }).from(doctors).where(eq(doctors.isActive, true)).orderBy(asc(doctors.name));

/** Overdue: waiting for confirmation longer than the FAQ promises. */
export const isOverdue = (b: DeskBooking) => b.waitingMinutes !== null && b.waitingMinutes > CONFIRMATION_MINUTES;

/** A booking the desk shows (paid for: a hold or a lapsed one is not the desk's), or a 404. */
async function deskRow(db: Executor, id: string): Promise<typeof bookings.$inferSelect> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row || !(DESK_STATUSES as readonly string[]).includes(row.status)) throw notFound("There is no such booking on the desk.");
  return row;
}

async function change(db: Executor, id: string, from: DeskStatus[], set: Partial<typeof bookings.$inferInsert>, now: Date): Promise<typeof bookings.$inferSelect> {
  const before = await deskRow(db, id);
  const [after] = await db
    .update(bookings)
    .set({ ...set, updatedAt: now })
    .where(and(eq(bookings.id, id), inArray(bookings.status, from)))
    .returning();
  if (!after) throw new DomainError("conflict", `This booking is ${DESK_STATUS_TEXT[before.status as DeskStatus].toLowerCase()}: reload the desk to see it as it is now.`, { reason: "not_changeable" });
  return before;
}

export async function confirmBooking(db: Executor, id: string, me: StaffMe, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await change(tx, id, ["requested"], { status: "confirmed" }, now);
    await queueBookingMessages(tx, id, "confirmed", now);
    await recordAudit(tx, { actor: actorOf(me), action: "booking_confirmed", entity: "booking", entityId: id, before: { status: before.status }, after: { status: "confirmed" } }, now);
  });
  kickDispatcher();
}

/** Attended or not: only a confirmed booking whose time has come. */
export async function markAttendance(db: Executor, id: string, status: "attended" | "no_show", me: StaffMe, now: Date): Promise<void> {
  const [row] = await db.select({ startsAt: bookings.startsAt }).from(bookings).where(eq(bookings.id, id));
  if (row && row.startsAt > now) throw new DomainError("bad_request", "The appointment has not started yet: mark it after its time.", { reason: "too_early" });
  const before = await change(db, id, ["confirmed"], { status }, now);
  await recordAudit(db, { actor: actorOf(me), action: `booking_${status}`, entity: "booking", entityId: id, before: { status: before.status }, after: { status } }, now);
}

/** Cancels a waiting or confirmed booking at any time (the 24-hour rule is the patient's, not the desk's), refunding what was paid. */
export async function cancelFromDesk(db: Executor, id: string, me: StaffMe, now: Date): Promise<{ refundDue: number | null }> {
  const [paid] = await db.select({ amount: paymentOrders.amount }).from(paymentOrders).where(and(eq(paymentOrders.bookingId, id), eq(paymentOrders.status, "paid")));
  const refundDue = paid?.amount ?? null;
  await db.transaction(async (tx) => {
    const before = await change(tx, id, ["requested", "confirmed"], { status: "cancelled", cancelledAt: now, refundDue }, now);
    if (refundDue) await refundApplied(tx, id, refundDue, "cancelled", now);
    await queueBookingMessages(tx, id, "cancelled", now);
    await recordAudit(tx, { actor: actorOf(me), action: "booking_cancelled", entity: "booking", entityId: id, before: { status: before.status }, after: { status: "cancelled", refundDue } }, now);
  });
  kickDispatcher();
  if (refundDue) await refundBooking(db, id, now);
  return { refundDue };
}

/** A booking the desk may move now: waiting or confirmed and not yet started (the 24-hour rule is the patient's, not the desk's). */
async function movableBooking(db: Executor, id: string, now: Date): Promise<typeof bookings.$inferSelect> {
  const row = await deskRow(db, id);
  if (row.status !== "requested" && row.status !== "confirmed") {
    throw new DomainError("conflict", `This booking is ${DESK_STATUS_TEXT[row.status as DeskStatus].toLowerCase()}, so it cannot be moved.`, { reason: "not_changeable" });
  }
  if (row.startsAt.getTime() <= now.getTime()) throw new DomainError("conflict", "This appointment has already started, so it cannot be moved.", { reason: "started" });
  return row;
}

/** The free slots of the booking's own doctor it can move to, under the rules of a new booking (notice, horizon, leave, other bookings). */
export async function deskMoveSlots(db: Executor, input: DeskSlotsQuery, now: Date): Promise<FreeSlotsResponse> {
  return slotsToMove(db, await movableBooking(db, input.id, now), input, {}, now);
}

/** Moves a booking to a free slot of the same doctor; the patient is told (SMS, and e-mail with the new calendar file) and the move audited. */
export async function moveFromDesk(db: Executor, id: string, slotStart: string, me: StaffMe, now: Date): Promise<Slot> {
  const row = await movableBooking(db, id, now);
  const slot = await moveBooking(db, row, slotStart, {}, now, (tx, to) =>
    recordAudit(tx, { actor: actorOf(me), action: "booking_moved", entity: "booking", entityId: id, before: { start: row.startsAt.toISOString(), end: row.endsAt.toISOString() }, after: { start: to.start.toISOString(), end: to.end.toISOString() } }, now),
  );
  kickDispatcher();
  return { start: slot.start.toISOString(), end: slot.end.toISOString() };
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe (OWASP "CSV injection"). */
export const neutraliseCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The filtered desk as CSV (at most 5 000 rows), for the day's list on paper or in a spreadsheet; audited as bookings_export. */
export async function exportDesk(db: Executor, filters: Omit<DeskQuery, "page">, reader: StaffReader, now: Date, timeZone: string): Promise<string> {
  refuseUnlessSeesPatients(reader);
  const rows = await rowsOf(db, whereOf(filters, now, timeZone), 5000, 0, now);
  await auditPatientRead(db, reader, { what: "bookings_export", count: rows.length, filters: { ...filters } }, now);
  const records = rows.map((b) => [b.reference, formatAppointment(b.start, timeZone), b.doctor.fullName, b.speciality ?? "", b.patient.name, b.patient.phone, b.reason, DESK_STATUS_TEXT[b.status], (b.fee / 100).toFixed(2)].map(neutraliseCell));
  return stringify([["Reference", "Appointment", "Doctor", "Speciality", "Patient", "Phone", "Reason", "State", "Fee (INR)"], ...records], { bom: true });
}
