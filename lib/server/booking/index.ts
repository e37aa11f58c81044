import "server-only";
import crypto from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../db";
import {
  ACTIVE_BOOKING_STATUSES,
  bookings,
  doctorLeaves,
  doctorOpdTimings,
  doctors,
  doctorSpecialities,
  patients,
  paymentOrders,
  specialities,
  waitlistOffers,
  type BookingStatus,
} from "../db/schema";
import { getConfig } from "../config";
import type { Clock } from "../clock";
import { classifyDbError } from "../db/errors";
import { DomainError, notFound } from "@/lib/errors";
import { freeSlots, isBookableSlot, opdDays, opdDayStates, type FreeSlotsInput, type Interval, type OpdDayState } from "./slots";
import { changePolicy, orderedTiers, type ChangeTier } from "@/lib/contracts/change-rules";
import { getSetting } from "../settings";
import { expireTagsInStore, TAGS } from "../cache";
import {
  type BookingView,
  type FreeSlotsResponse,
  type PatientDetails,
  type SavedPatient,
  type Slot,
  MAX_SAVED_PATIENTS,
} from "@/lib/contracts/booking";
import { formatAppointment, formatTime, localDateOf } from "@/lib/format/appointment-time";
import { giveConsent } from "../privacy/consents";
import { isDayOff, lockDoctorTime } from "./time-lock";
import { checkVerifiedPhone } from "./verified-phone";

export { checkVerifiedPhone };

/**
 * Availability and bookings. Free slots come from each doctor's weekly sittings, leave and
 * holidays, minimum notice and horizon (slots.ts); a slot is free when no active booking or
 * unexpired hold covers it. Holding a slot is an insert that the exclusion constraint
 * `bookings_no_overlap` guards: two bookings can never hold the same doctor's time.
 */
export const SLOT_TAKEN_MESSAGE = "This slot was just taken, please pick another";

/** A slot on a day the doctor was marked away (leave or a holiday) while it was being held or moved to. */
export const dayOff = (doctor: string) =>
  new DomainError("conflict", `${doctor} is not seeing patients on this day any more. Please pick another day.`, { reason: "day_off" });

export const slotTaken = () => new DomainError("conflict", SLOT_TAKEN_MESSAGE, { reason: "slot_taken" });

const ACTIVE = ACTIVE_BOOKING_STATUSES as readonly BookingStatus[];

interface DoctorRow {
  id: string;
  username: string;
  name: string;
  title: string;
  designation: string;
  fee: number;
  currency: string;
  minNoticeMinutes: number;
  bookingHorizonDays: number;
}

async function findDoctor(db: Executor, username: string): Promise<DoctorRow | null> {
  const [row] = await db
    .select({
      id: doctors.id,
      username: doctors.username,
      name: doctors.name,
      title: doctors.title,
      designation: doctors.designation,
      fee: doctors.consultationFee,
      currency: doctors.currency,
      minNoticeMinutes: doctors.minNoticeMinutes,
      bookingHorizonDays: doctors.bookingHorizonDays,
    })
    .from(doctors)
    .where(and(eq(doctors.username, username.toLowerCase()), eq(doctors.isActive, true)));
  return row ?? null;
}

const fullName = (d: { title: string; name: string }) => `${d.title} ${d.name}`.trim();

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

async function slotInput(db: Executor, doctor: DoctorRow, now: Date): Promise<Omit<FreeSlotsInput, "fromDate" | "toDate" | "limit">> {
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

/** The details to save: who they are to the person booking is "self", nothing is remembered and the reminder choice is unchanged, unless said. */
type PatientToSave = Omit<PatientDetails, "relation" | "remember" | "reminders"> & Partial<Pick<PatientDetails, "relation" | "remember" | "reminders">>;

/**
 * Saves the patient's details under the verified phone (one row per phone and name: one phone
 * books for the family), with who they are to the person booking, and the phone's consents given
 * on the form (lib/server/privacy): the privacy notice (the required box), the reminder (given
 * when ticked; whether a booking is reminded is that booking's own choice), and `remember`, to be offered these details at the next booking (ticked, it is kept
 * since it was first given; left empty, it is withdrawn for this patient). Pass a transaction, so
 * they are written together.
 */
export async function savePatient(db: Executor, phone: string, details: PatientToSave, now: Date): Promise<string> {
  const values = {
    phone,
    name: details.name.replace(/\s+/g, " "),
    email: details.email ?? null,
    dateOfBirth: details.dateOfBirth ?? null,
    age: details.dateOfBirth ? null : (details.age ?? null),
    gender: details.gender,
    relation: details.relation ?? "self",
    rememberedAt: details.remember ? sql`coalesce(${patients.rememberedAt}, ${now.toISOString()}::timestamptz)` : null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(patients)
    .values({ ...values, rememberedAt: details.remember ? now : null, createdAt: now })
    .onConflictDoUpdate({ target: [patients.phone, patients.nameKey], set: values })
    .returning({ id: patients.id });
  await giveConsent(db, phone, "privacy_notice", now);
  if (details.remember) await giveConsent(db, phone, "remember_details", now);
  // A ticked reminder box records the phone's consent to reminders (with its wording, listed on
  // /my-data). An empty one withdraws nothing: the choice is the booking's (`bookings.reminders`),
  // so one booking without a reminder leaves the phone's other bookings theirs.
  if (details.reminders === true) await giveConsent(db, phone, "reminders", now);
  return row.id;
}

/**
 * `add-patient-detail`: the patient's details saved under the caller's verified phone, the one
 * way a patient is saved for a booking (add-booking-detail then takes the id this answers).
 */
export async function addPatient(db: Executor, verifiedPhone: string, details: PatientDetails, now: Date): Promise<string> {
  checkVerifiedPhone(details.phone, verifiedPhone, "phone");
  return db.transaction((tx) => savePatient(tx, verifiedPhone, details, now));
}

/** The patients a verified phone asked to be offered again (its family), most recently booked first. */
export async function savedPatients(db: Executor, phone: string): Promise<SavedPatient[]> {
  const rows = await db
    .select({ id: patients.id, name: patients.name, relation: patients.relation, gender: patients.gender, dateOfBirth: patients.dateOfBirth, age: patients.age, email: patients.email })
    .from(patients)
    .where(and(eq(patients.phone, phone), isNotNull(patients.rememberedAt)))
    .orderBy(desc(patients.updatedAt))
    .limit(MAX_SAVED_PATIENTS);
  return rows.map((r) => ({ patientId: r.id, name: r.name, relation: r.relation, gender: r.gender as SavedPatient["gender"], dateOfBirth: r.dateOfBirth, age: r.age, email: r.email }));
}

/** Withdraws the consent to offer a patient's details again (the choice's "Forget"); the bookings keep their patient. */
export async function forgetPatient(db: Executor, phone: string, patientId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(patients)
    .set({ rememberedAt: null, updatedAt: now })
    .where(and(eq(patients.id, patientId), eq(patients.phone, phone)))
    .returning({ id: patients.id });
  if (!row) throw notFound("There is no such saved patient on this number.");
}

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const newReference = (): string =>
  `SH-${Array.from(crypto.randomBytes(8), (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("")}`;

export interface HoldInput {
  attemptId: string;
  phone: string;
  doctor: string;
  slotStart: string;
  specialityId?: string;
  /** The patient, saved under the same phone (addPatient). */
  patientId: string;
  /** The reason for the visit. */
  reason?: string;
  /** The phone's earlier hold that this one replaces (the visitor went back and chose another slot). */
  replaces?: string;
  /** This booking's reminder box (left out: no reminder). */
  reminders?: boolean;
}

/**
 * Holds a slot for BOOKING_HOLD_MINUTES (`add-booking-detail`) for a patient of the phone. A phone holds one live slot at a time,
 * decided by the database (`bookings_one_hold_per_phone`): a new hold releases only the earlier
 * hold it names (`replaces`) and lapsed ones, so of two holds sent at once one is made and the
 * other answers 409 `hold_exists`. Lapsed holds on this time are marked expired first.
 */
export async function holdSlot(db: Executor, input: HoldInput, clock: Clock): Promise<BookingView> {
  const now = clock();
  const doctor = await findDoctor(db, input.doctor);
  if (!doctor) throw notFound("Doctor not found");
  if (doctor.fee <= 0) {
    // Online booking is held by its payment (the gateways take at least ₹1); a consultation
    // without a fee is booked by the front desk.
    throw new DomainError("conflict", `${fullName(doctor)} sees patients without a consultation fee, so these visits are booked by phone. Please call the hospital's front desk.`, { reason: "no_online_booking" });
  }
  const start = new Date(input.slotStart);
  const base = await slotInput(db, doctor, now);
  const day = localDateOf(start, base.timeZone);
  const daySlots = freeSlots({ ...base, busy: [], fromDate: day, toDate: day });
  const slot = daySlots.find((s) => s.start.getTime() === start.getTime());
  if (!slot) throw new DomainError("bad_request", "This time is not one of the doctor's bookable slots. Please pick a slot from the list.", { reason: "not_a_slot" });
  if (!isBookableSlot({ ...base, slot })) throw slotTaken();

  let specialityId = input.specialityId ?? null;
  const linked = await db
    .select({ id: doctorSpecialities.specialityId })
    .from(doctorSpecialities)
    .where(eq(doctorSpecialities.doctorId, doctor.id))
    .orderBy(asc(doctorSpecialities.sortOrder));
  if (specialityId && !linked.some((l) => l.id === specialityId)) {
    throw new DomainError("bad_request", "This doctor does not practise in the chosen speciality.", { errors: [{ path: "specialityId", message: "not one of the doctor's specialities" }] });
  }
  specialityId ??= linked[0]?.id ?? null;

  let bookingId: string;
  try {
    bookingId = await db.transaction(async (tx) => {
      await lockDoctorTime(tx, doctor.id);
      // Leave or a holiday added since the slot was checked above: read again under the lock,
      // which adding leave takes too (time-lock.ts).
      if (await isDayOff(tx, doctor.id, day)) throw dayOff(fullName(doctor));
      const patientId = input.patientId;
      // An update, not a read: it locks the row and marks it in use, so the retention job
      // (pruneBookings) cannot delete this patient under the booking being written.
      const [owned] = await tx
        .update(patients)
        .set({ updatedAt: now })
        .where(and(eq(patients.id, patientId), eq(patients.phone, input.phone)))
        .returning({ id: patients.id });
      if (!owned) throw new DomainError("bad_request", "Enter the patient's details again.", { errors: [{ path: "patientId", message: "not a patient of the verified phone" }] });
      await releaseLapsedHolds(tx, { phone: input.phone, doctorId: doctor.id, slot, replaces: input.replaces }, now);
      const [row] = await tx
        .insert(bookings)
        .values({
          reference: newReference(),
          doctorId: doctor.id,
          specialityId,
          patientId,
          attemptId: input.attemptId,
          phone: input.phone,
          startsAt: slot.start,
          endsAt: slot.end,
          status: "held",
          holdExpiresAt: new Date(now.getTime() + getConfig().holdMinutes * 60_000),
          reason: input.reason ?? "",
          reminders: input.reminders ?? false,
          fee: doctor.fee,
          currency: doctor.currency,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: bookings.id });
      return row.id;
    });
  } catch (error) {
    const constraint = classifyDbError(error)?.constraint;
    if (constraint === "bookings_no_overlap") throw slotTaken();
    if (constraint === "bookings_one_hold_per_phone") throw await holdExists(db, input.phone, base.timeZone);
    throw error;
  }
  return (await bookingView(db, bookingId, now))!;
}

/**
 * Before a new hold: marks expired the lapsed holds that would stand in its way (the phone's own,
 * and any on this time: the exclusion constraint counts a hold until it is marked), and the
 * phone's earlier hold that the new one `replaces`. A hold is live while its end is after now,
 * as the slot lists count it.
 */
async function releaseLapsedHolds(tx: Transaction, input: { phone: string; doctorId: string; slot: Interval; replaces?: string }, now: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ status: "expired", holdExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(bookings.status, "held"),
        or(
          and(eq(bookings.phone, input.phone), or(lte(bookings.holdExpiresAt, now), input.replaces ? eq(bookings.id, input.replaces) : undefined)),
          and(
            eq(bookings.doctorId, input.doctorId),
            lte(bookings.holdExpiresAt, now),
            sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}) && tstzrange(${input.slot.start.toISOString()}::timestamptz, ${input.slot.end.toISOString()}::timestamptz)`,
          ),
        ),
      ),
    );
}

export interface OfferHoldInput {
  /** The offer's id: the hold's attempt, so only the booking token its claim issues can pay for it. */
  offerId: string;
  doctorId: string;
  phone: string;
  slot: Interval;
  patient: PatientDetails;
  specialityId: string | null;
  /** The offer's end: the hold lapses with it. */
  until: Date;
}

/**
 * Keeps a waitlist offer's slot for its patient while the offer is open: a hold of the entry's
 * phone, made under the same rules as any hold (the doctor's time lock, `bookings_no_overlap`,
 * one live hold per phone), lapsing when the offer does. While it lasts nobody else can hold or
 * book that time and the slot lists show it taken; its claim turns it into the patient's own
 * hold for payment. Pass the offer's transaction. Answers "held", or why not: the time is taken,
 * the doctor is away that day (leave or a holiday added since the free slots were read: read
 * again under the lock, which adding leave takes too), or the phone already holds another slot.
 */
export async function holdForOffer(tx: Transaction, input: OfferHoldInput, now: Date): Promise<"held" | "slot_taken" | "hold_exists" | "day_off"> {
  await lockDoctorTime(tx, input.doctorId);
  if (await isDayOff(tx, input.doctorId, localDateOf(input.slot.start, getConfig().timeZone))) return "day_off";
  const [doctor] = await tx.select({ fee: doctors.consultationFee, currency: doctors.currency }).from(doctors).where(eq(doctors.id, input.doctorId));
  try {
    await tx.transaction(async (savepoint) => {
      const patientId = await savePatient(savepoint, input.phone, input.patient, now);
      await releaseLapsedHolds(savepoint, { phone: input.phone, doctorId: input.doctorId, slot: input.slot }, now);
      await savepoint.insert(bookings).values({
        reference: newReference(),
        doctorId: input.doctorId,
        specialityId: input.specialityId,
        patientId,
        attemptId: input.offerId,
        phone: input.phone,
        startsAt: input.slot.start,
        endsAt: input.slot.end,
        status: "held",
        holdExpiresAt: input.until,
        reminders: input.patient.reminders ?? false,
        reason: input.patient.reason ?? "",
        fee: doctor.fee,
        currency: doctor.currency,
        createdAt: now,
        updatedAt: now,
      });
    });
    return "held";
  } catch (error) {
    const constraint = classifyDbError(error)?.constraint;
    if (constraint === "bookings_no_overlap") return "slot_taken";
    if (constraint === "bookings_one_hold_per_phone") return "hold_exists";
    throw error;
  }
}

/** The 409 for a phone that holds another slot: which one, and until when (the visitor's own booking). */
async function holdExists(db: Executor, phone: string, timeZone: string): Promise<DomainError> {
  const [live] = await db
    .select({ startsAt: bookings.startsAt, until: bookings.holdExpiresAt, doctorTitle: doctors.title, doctorName: doctors.name, offer: waitlistOffers.status })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .leftJoin(waitlistOffers, eq(waitlistOffers.id, bookings.attemptId))
    .where(and(eq(bookings.phone, phone), eq(bookings.status, "held")));
  const which = live ? ` (${fullName({ title: live.doctorTitle, name: live.doctorName })}, ${formatAppointment(live.startsAt, timeZone)})` : "";
  const until = live?.until ? ` until ${formatTime(live.until, timeZone)}` : "";
  if (live?.offer === "open") {
    // A waitlist offer keeps its slot for this phone: the way on is its SMS link.
    return new DomainError(
      "conflict",
      `A waitlist offer keeps a slot for this mobile number${which}${until}. Claim it, or leave the waitlist, with the link in its SMS; or choose a slot again after that time.`,
      { reason: "hold_exists" },
    );
  }
  return new DomainError(
    "conflict",
    `This mobile number is already holding a slot${which}${until}. Pay for that slot, or choose a slot again after the hold ends.`,
    { reason: "hold_exists" },
  );
}

/**
 * Marks unpaid holds past their time as expired (the dispatcher runs it every few seconds), and
 * expires the public pages' availability when one lapsed: a hold hides its slot from them, and
 * the slot is shown again on the next request, not after their 300 s.
 */
export async function expireHolds(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(bookings)
    .set({ status: "expired", holdExpiresAt: null, updatedAt: now })
    .where(and(eq(bookings.status, "held"), lt(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
  if (rows.length) await expireTagsInStore([TAGS.availability]);
  return rows.length;
}

/** The hospital's refund and change rules (the console's setting `changeRules`), latest-starting tier first. */
export async function getChangeTiers(db: Executor): Promise<ChangeTier[]> {
  return orderedTiers((await getSetting(db, "changeRules")).tiers);
}

/**
 * How far ahead a patient's new time must be so that it can itself still be moved: the start of
 * the last tier, from the earliest, in the unbroken run of tiers that allow moves; null when the
 * rules allow no move at all.
 */
export function moveNoticeHours(tiers: readonly ChangeTier[]): number | null {
  const ordered = orderedTiers(tiers);
  let hours: number | null = null;
  for (const tier of ordered) {
    if (!tier.canMove) break;
    hours = tier.hoursBefore;
  }
  return hours;
}

/** What was paid for a booking (minor units): the paid orders' amounts. */
export async function paidAmount(db: Executor, bookingId: string): Promise<number> {
  const orders = await db.select({ amount: paymentOrders.amount }).from(paymentOrders).where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, "paid")));
  return orders.reduce((sum, o) => sum + o.amount, 0);
}

/** A booking as its patient sees it. */
export async function bookingView(db: Executor, bookingId: string, now: Date): Promise<BookingView | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      holdExpiresAt: bookings.holdExpiresAt,
      fee: bookings.fee,
      currency: bookings.currency,
      refundDue: bookings.refundDue,
      patientConfirmedAt: bookings.patientConfirmedAt,
      doctorUsername: doctors.username,
      doctorTitle: doctors.title,
      doctorName: doctors.name,
      designation: doctors.designation,
      speciality: specialities.name,
      patientName: patients.name,
      patientPhone: patients.phone,
    })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .leftJoin(specialities, eq(specialities.id, bookings.specialityId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const [orders, tiers] = await Promise.all([
    db
      .select({ orderId: paymentOrders.orderId, status: paymentOrders.status, amount: paymentOrders.amount })
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, bookingId))
      .orderBy(asc(paymentOrders.createdAt)),
    getChangeTiers(db),
  ]);
  const paidOrders = orders.filter((o) => o.status === "paid");
  const paid = paidOrders.length > 0;
  const held = row.status === "held" && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() > now.getTime();
  const status = row.status === "held" && !held ? "expired" : row.status;
  const active = status === "held" || status === "requested" || status === "confirmed";
  // The refund a cancel would give is of what was paid; before paying, of the fee to be paid.
  const basis = { amount: paid ? paidOrders.reduce((sum, o) => sum + o.amount, 0) : row.fee, currency: row.currency };
  const policy = active ? changePolicy(tiers, row.startsAt, basis, now) : null;
  const changeable = (status === "requested" || status === "confirmed") && policy !== null;
  return {
    _id: row.id,
    reference: row.reference,
    status,
    doctor: { username: row.doctorUsername, fullName: fullName({ title: row.doctorTitle, name: row.doctorName }), designation: row.designation },
    speciality: row.speciality,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    timeZone: getConfig().timeZone,
    fee: { amount: row.fee, currency: row.currency },
    patient: { name: row.patientName, phone: row.patientPhone },
    holdExpiresAt: held ? row.holdExpiresAt!.toISOString() : null,
    changeRules: policy,
    canChange: changeable && policy.now.canMove,
    canCancel: changeable,
    patientConfirmedAt: row.patientConfirmedAt?.toISOString() ?? null,
    paid,
    refundDue: row.refundDue !== null ? { amount: row.refundDue, currency: row.currency } : null,
    orderId: orders.at(-1)?.orderId ?? null,
  };
}

/** The booking of a token's attempt, or a 404 that does not say whether it exists. */
export async function bookingOfAttempt(db: Executor, bookingId: string, attemptId: string): Promise<typeof bookings.$inferSelect> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.attemptId, attemptId)));
  if (!row) throw notFound("Booking not found. Start the booking again.");
  return row;
}
