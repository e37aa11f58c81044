import { sql, type SQL } from "drizzle-orm";
import type { PatientRelation } from "../../../contracts/booking";
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { doctors } from "./doctors";
import { specialities } from "./specialities";

// The patients and their appointments (docs/API.md "Booking").

/** A person an appointment is for; one phone may book for several family members. */
export const patients = pgTable(
  "patients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** E.164, verified by OTP before the row is written. */
    phone: text("phone").notNull(),
    name: text("name").notNull(),
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${patients.name})`),
    email: text("email"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    age: smallint("age"),
    gender: text("gender").notNull(),
    /** Who the patient is to the person who verified the phone and booked (PATIENT_RELATIONS, lib/contracts/booking.ts). */
    relation: text("relation").$type<PatientRelation>().notNull().default("self"),
    /** Set while the phone's holder consents to the details being offered at the next booking. */
    rememberedAt: timestamp("remembered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("patients_phone_name_unique").on(t.phone, t.nameKey),
    check("patients_relation_check", sql`${t.relation} in ('self', 'child', 'parent', 'spouse', 'other')`),
    check("patients_gender_check", sql`${t.gender} in ('male', 'female', 'other')`),
    check("patients_age_check", sql`${t.age} is null or ${t.age} between 0 and 130`),
  ],
);

export const BOOKING_STATUSES = ["held", "expired", "requested", "confirmed", "cancelled", "attended", "no_show"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that occupy the doctor's time (the exclusion constraint of migration 0004). */
export const ACTIVE_BOOKING_STATUSES = ["held", "requested", "confirmed"] as const satisfies readonly BookingStatus[];

/**
 * An appointment. "held" keeps the slot until `holdExpiresAt` while the visitor pays; a paid
 * booking is "requested" until the hospital confirms it. The hand-written migration 0004 adds
 * `bookings_no_overlap`: EXCLUDE USING gist (doctor_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
 * WHERE status is active, so two bookings can never hold or take the same doctor's time.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the patient quotes: "SH-" and 8 unambiguous characters. */
    reference: text("reference").notNull(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "restrict" }),
    specialityId: uuid("speciality_id").references(() => specialities.id, { onDelete: "set null" }),
    patientId: uuid("patient_id")
      .notNull()
      .references(() => patients.id, { onDelete: "restrict" }),
    /** The OTP attempt whose token created it: only that token's holder may pay for it. */
    attemptId: uuid("attempt_id").notNull(),
    /** The verified phone (E.164) that made it: one live hold per phone (`bookings_one_hold_per_phone`). */
    phone: text("phone").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("held"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    reason: text("reason").notNull().default(""),
    /** Minor units, copied from the doctor's fee when the hold is made. */
    fee: integer("fee").notNull(),
    currency: text("currency").notNull().default("INR"),
    refundDue: integer("refund_due"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** When the patient confirmed, by the reminder's link, that they will come. */
    patientConfirmedAt: timestamp("patient_confirmed_at", { withTimezone: true }),
    /** The reminder box of this booking: a day-before SMS for this booking (while the phone has not withdrawn reminders on /my-data). */
    reminders: boolean("reminders").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("bookings_reference_unique").on(t.reference),
    index("bookings_doctor_time_idx").on(t.doctorId, t.startsAt),
    index("bookings_hold_idx").on(t.status, t.holdExpiresAt),
    // A phone holds one slot at a time: a new hold first releases the phone's earlier one, and of
    // two made at once the database lets one through.
    uniqueIndex("bookings_one_hold_per_phone").on(t.phone).where(sql`${t.status} = 'held'`),
    check("bookings_status_check", sql`${t.status} in ('held', 'expired', 'requested', 'confirmed', 'cancelled', 'attended', 'no_show')`),
    check("bookings_time_check", sql`${t.startsAt} < ${t.endsAt}`),
    check("bookings_fee_check", sql`${t.fee} >= 0`),
  ],
);
