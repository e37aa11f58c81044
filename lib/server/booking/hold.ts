import "server-only";
import crypto from "node:crypto";
import { and, asc, eq, lt, lte, or, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../db";
import { bookings, doctors, doctorSpecialities, patients, waitlistOffers } from "../db/schema";
import { getConfig } from "../config";
import type { Clock } from "../clock";
import { classifyDbError } from "../db/errors";
import { DomainError, notFound } from "@/lib/errors";
import type { BookingView, PatientDetails } from "@/lib/contracts/booking";
import { formatAppointment, formatTime, localDateOf } from "@/lib/format/appointment-time";
import { expireTagsInStore, TAGS } from "../cache";
import { freeSlots, isBookableSlot, type Interval } from "./slots";
import { findDoctor, fullName } from "./doctor";
import { slotInput } from "./availability";
import { savePatient } from "./patients";
import { bookingView } from "./view";
import { isDayOff, lockDoctorTime } from "./time-lock";

// Holding a slot while the visitor pays or while a waitlist offer is open, the refusals a hold or
// a move answers, and the holds that lapse.

export const SLOT_TAKEN_MESSAGE = "This slot was just taken, please pick another";

/** A slot on a day the doctor was marked away (leave or a holiday) while it was being held or moved to. */
export const dayOff = (doctor: string) =>
  new DomainError("conflict", `${doctor} is not seeing patients on this day any more. Please pick another day.`, { reason: "day_off" });

export const slotTaken = () => new DomainError("conflict", SLOT_TAKEN_MESSAGE, { reason: "slot_taken" });

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
 * Holds a slot for BOOKING_HOLD_MINUTES (`add-booking-detail`) for a patient of the phone
 * (saved before by addPatient). A phone holds one live slot at a time,
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
