import { sql, type SQL } from "drizzle-orm";
import type { PatientRelation } from "../../contracts/booking";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL. Times are timestamptz (UTC); ids are UUIDs
// except where a human-readable key is the identity (settings keys, short link ids).

export const specialities = pgTable(
  "specialities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** url slug; null falls back to the id in /specialities/:name. */
    slug: text("slug"),
    thumbnailImage: text("thumbnail_image"),
    overviewDescription: text("overview_description"),
    heroDescription: text("hero_description"),
    /** What the speciality page lists: conditions treated, procedures offered, and FAQs. */
    conditions: text("conditions").array().notNull().default(sql`'{}'::text[]`),
    procedures: text("procedures").array().notNull().default(sql`'{}'::text[]`),
    faqs: jsonb("faqs").$type<{ q: string; a: string }[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("specialities_slug_unique").on(t.slug),
    uniqueIndex("specialities_name_unique").on(sql`lower(${t.name})`),
    index("specialities_active_order_idx").on(t.isActive, t.sortOrder),
    // Addresses are read lower-cased (lib/server/detail-page.ts): a slug is stored the same way.
    check("specialities_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Key/value settings edited by staff: the footer lives under key "footer". */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const shortLinks = pgTable("short_links", {
  id: text("id").primaryKey(),
  /**
   * A site path ("/doctorList"), or, in rows made before the console, an absolute http(s) URL.
   * The console writes site paths only (targetProblem in lib/contracts/short-links.ts).
   */
  target: text("target").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  hitCount: integer("hit_count").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  /** 301 when true (the move is for good), else 302. */
  permanent: boolean("permanent").notNull().default(false),
  /** The console's version check: an edit names the updatedAt it loaded. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  /** The e-mail of the staff member who made it in the console; null for seeded and older links. */
  createdBy: text("created_by"),
});

export const doctors = pgTable(
  "doctors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** url slug of /doctordetail/:username ("dr-ananya-kulkarni"). */
    username: text("username").notNull(),
    name: text("name").notNull(),
    /** lower(name), kept by the database for the name search (no lower() per row per query). */
    nameKey: text("name_key")
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${doctors.name})`),
    title: text("title").notNull().default("Dr."),
    gender: text("gender").notNull(),
    /** An image path (SPEC.md section 7 "Image paths"), e.g. /images/doctors/<username>.svg. */
    photo: text("photo"),
    designation: text("designation").notNull(),
    qualifications: text("qualifications").array().notNull().default(sql`'{}'::text[]`),
    registrationNumber: text("registration_number").notNull(),
    experienceYears: integer("experience_years").notNull(),
    /** Canonical language names (lib/contracts/doctor-filters.ts DOCTOR_LANGUAGES). */
    languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
    /** Minor units (paise) of `currency`. */
    consultationFee: integer("consultation_fee").notNull(),
    currency: text("currency").notNull().default("INR"),
    biography: text("biography").notNull(),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Booking rules: the earliest a slot can be booked ahead, and how far ahead at most. */
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(120),
    bookingHorizonDays: integer("booking_horizon_days").notNull().default(30),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("doctors_username_unique").on(t.username),
    // The doctor search (lib/server/doctors/search.ts) reads only this index: it is in the
    // list's order (senior first, then name, id; DESC NULLS FIRST is what `order by ... desc`
    // means, so the planner can read a page in index order and stop) and carries the gender
    // and name filters, so the page, the name ranking and the total are index-only scans. A contains-match
    // ("%kul%") cannot use a btree and pg_trgm is an extension, so scanning this narrow
    // index is the fast path for names.
    index("doctors_search_idx").on(t.isActive, t.experienceYears.desc().nullsFirst(), t.name, t.id, t.gender, t.nameKey),
    index("doctors_languages_idx").using("gin", t.languages),
    check("doctors_gender_check", sql`${t.gender} in ('male', 'female')`),
    check("doctors_experience_check", sql`${t.experienceYears} between 0 and 70`),
    check("doctors_fee_check", sql`${t.consultationFee} >= 0`),
    check("doctors_notice_check", sql`${t.minNoticeMinutes} between 0 and 10080`),
    check("doctors_horizon_check", sql`${t.bookingHorizonDays} between 1 and 365`),
    check("doctors_username_check", sql`${t.username} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const doctorSpecialities = pgTable(
  "doctor_specialities",
  {
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    specialityId: uuid("speciality_id")
      .notNull()
      .references(() => specialities.id, { onDelete: "cascade" }),
    /** 0 for the doctor's main speciality; the profile lists them in this order. */
    sortOrder: smallint("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.specialityId] }),
    index("doctor_specialities_speciality_idx").on(t.specialityId, t.doctorId),
  ],
);

/** Weekly OPD schedule: one row per sitting; times are the hospital's local wall-clock time. */
export const doctorOpdTimings = pgTable(
  "doctor_opd_timings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    /** ISO day of week: 1 = Monday ... 7 = Sunday. */
    dayOfWeek: smallint("day_of_week").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    /** Length of one appointment in this sitting. */
    slotMinutes: smallint("slot_minutes").notNull().default(15),
  },
  (t) => [
    uniqueIndex("doctor_opd_timings_slot_unique").on(t.doctorId, t.dayOfWeek, t.startTime),
    check("doctor_opd_timings_day_check", sql`${t.dayOfWeek} between 1 and 7`),
    check("doctor_opd_timings_order_check", sql`${t.startTime} < ${t.endTime}`),
    check("doctor_opd_timings_slot_check", sql`${t.slotMinutes} between 5 and 240`),
  ],
);

export const serviceCategories = pgTable(
  "service_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description"),
    image: text("image"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("service_categories_slug_unique").on(t.slug),
    uniqueIndex("service_categories_name_unique").on(sql`lower(${t.name})`),
    check("service_categories_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** One table serves both views: v1 addresses a service by category + id, v2 by its slug. */
export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => serviceCategories.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** One or two sentences for cards and the v1 list. */
    summary: text("summary").notNull(),
    heroTitle: text("hero_title"),
    heroDescription: text("hero_description"),
    heroImage: text("hero_image"),
    overviewDescription: text("overview_description"),
    sections: jsonb("sections").$type<{ title: string; body: string }[]>().notNull().default(sql`'[]'::jsonb`),
    sortOrder: integer("sort_order").notNull().default(0),
    isFeatured: boolean("is_featured").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("services_slug_unique").on(t.slug),
    index("services_category_order_idx").on(t.categoryId, t.sortOrder),
    check("services_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const serviceSpecialities = pgTable(
  "service_specialities",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    specialityId: uuid("speciality_id")
      .notNull()
      .references(() => specialities.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.specialityId] }),
    index("service_specialities_speciality_idx").on(t.specialityId, t.serviceId),
  ],
);

/** Home page feature tiles (`/web/features/get-user`); `key` is the natural key of the seed. */
export const features = pgTable("features", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique("features_key_unique"),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** A name from the site's icon set (docs/API.md "Icons"). */
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Home page figures (`/web/statistics/get-user`): 350 "+" "Beds". */
export const statistics = pgTable(
  "statistics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique("statistics_key_unique"),
    label: text("label").notNull(),
    value: integer("value").notNull(),
    suffix: text("suffix"),
    icon: text("icon"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("statistics_value_check", sql`${t.value} >= 0`)],
);

// ---------------------------------------------------------------------------------------------
// Booking, phone verification, payments and messages (docs/API.md "Booking").

/**
 * Days a doctor does not see patients (leave), or, with no doctor, days the hospital's OPD is
 * closed (holidays). Local dates in the hospital's zone, both ends inclusive.
 */
export const doctorLeaves = pgTable(
  "doctor_leaves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id").references(() => doctors.id, { onDelete: "cascade" }),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The console's version of a hospital holiday (lib/server/collections). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("doctor_leaves_doctor_idx").on(t.doctorId, t.toDate),
    check("doctor_leaves_order_check", sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

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

/**
 * One code sent to one phone for one booking attempt (OWASP ASVS 5.0 6.5/6.6): only a keyed
 * hash of the code is kept; rows older than a day are deleted as new ones are written.
 */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The booking attempt the code belongs to (the id the first send returned). */
    attemptId: uuid("attempt_id").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    failedTries: smallint("failed_tries").notNull().default(0),
    /** Set when the code was used or voided (too many wrong tries, replaced by a resend). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
  },
  (t) => [index("otp_challenges_attempt_idx").on(t.attemptId, t.createdAt), index("otp_challenges_created_idx").on(t.createdAt)],
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

export const WAITLIST_ENTRY_STATUSES = ["waiting", "booked"] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/**
 * A verified phone waiting for a doctor's free slot between two local dates (at most 14 days).
 * One entry per phone and doctor (`waitlist_entries_phone_doctor_unique`): joining again changes
 * the range and keeps the place (`joinedAt`). `patient` is the patient's details as given when
 * joining, so a claim can hold the slot for them; the entry goes once its range has passed.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    specialityId: uuid("speciality_id").references(() => specialities.id, { onDelete: "set null" }),
    patient: jsonb("patient").$type<Record<string, unknown>>(),
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    status: text("status").$type<WaitlistEntryStatus>().notNull().default("waiting"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("waitlist_entries_phone_doctor_unique").on(t.phone, t.doctorId),
    index("waitlist_entries_doctor_idx").on(t.doctorId, t.joinedAt),
    check("waitlist_entries_range_check", sql`${t.fromDate} <= ${t.toDate} and ${t.toDate} - ${t.fromDate} < 14`),
    check("waitlist_entries_status_check", sql`${t.status} in ('waiting', 'booked')`),
  ],
);

export const WAITLIST_OFFER_STATUSES = ["open", "claimed", "expired", "taken"] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/**
 * A free slot offered to one waiting entry by SMS, open for 15 minutes. The database keeps one
 * open offer per slot and one per entry (partial unique indexes), and never offers an entry the
 * same slot twice; an offer that lapses leaves the slot to the next entry in line.
 */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id")
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    doctorId: uuid("doctor_id")
      .notNull()
      .references(() => doctors.id, { onDelete: "cascade" }),
    slotStart: timestamp("slot_start", { withTimezone: true }).notNull(),
    slotEnd: timestamp("slot_end", { withTimezone: true }).notNull(),
    status: text("status").$type<WaitlistOfferStatus>().notNull().default("open"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("waitlist_offers_open_slot_unique").on(t.doctorId, t.slotStart).where(sql`${t.status} = 'open'`),
    uniqueIndex("waitlist_offers_open_entry_unique").on(t.entryId).where(sql`${t.status} = 'open'`),
    uniqueIndex("waitlist_offers_entry_slot_unique").on(t.entryId, t.slotStart),
    index("waitlist_offers_status_idx").on(t.status, t.expiresAt),
    check("waitlist_offers_status_check", sql`${t.status} in ('open', 'claimed', 'expired', 'taken')`),
  ],
);

export const PAYMENT_STATUSES = ["created", "paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment order of a booking at the gateway; `orderId` is the gateway's order id. */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id").notNull(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    gateway: text("gateway").notNull(),
    /** Unique per booking: a retried creation asks the gateway for the same order. */
    receipt: text("receipt").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("created"),
    paymentId: text("payment_id"),
    failureReason: text("failure_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("payment_orders_order_unique").on(t.orderId),
    uniqueIndex("payment_orders_receipt_unique").on(t.receipt),
    uniqueIndex("payment_orders_payment_unique").on(t.paymentId),
    index("payment_orders_booking_idx").on(t.bookingId),
    check("payment_orders_status_check", sql`${t.status} in ('created', 'paid', 'failed')`),
    check("payment_orders_amount_check", sql`${t.amount} > 0`),
  ],
);

export const CAPTURE_STATUSES = ["applied", "refund_due", "refunded", "review", "settled"] as const;
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];
export const CAPTURE_REASONS = ["duplicate", "slot_lost", "cancelled"] as const;
export type CaptureReason = (typeof CAPTURE_REASONS)[number];

/**
 * Every captured payment the site has seen, one row per gateway payment (lib/server/payments/
 * settlement.ts): "applied" is the one payment its order keeps; any other is "refund_due" until
 * the gateway has taken the refund ("refunded"), asked under `refundKey` so that a retry never
 * refunds twice. "review": the gateway and the site disagree in a way only staff can settle;
 * "settled": staff settled it at the gateway and wrote down how (`note`); nothing asks again.
 */
export const paymentCaptures = pgTable(
  "payment_captures",
  {
    paymentId: text("payment_id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => paymentOrders.orderId, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<CaptureStatus>().notNull(),
    /** Why it is refunded: the order was already paid, the slot went to someone else, the booking was cancelled. */
    reason: text("reason").$type<CaptureReason>(),
    refundAmount: integer("refund_amount"),
    refundKey: text("refund_key"),
    refundId: text("refund_id"),
    refundAttempts: integer("refund_attempts").notNull().default(0),
    /**
     * Set while one caller asks the gateway for the refund (claimed by a conditional update, so
     * only one call is in flight per payment); cleared with the answer. A claim older than a few
     * minutes (its caller died) may be taken again.
     */
    refundClaimedAt: timestamp("refund_claimed_at", { withTimezone: true }),
    /** The last refusal or failure, in the gateway's words (never card or patient data). */
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("payment_captures_order_idx").on(t.orderId),
    index("payment_captures_status_idx").on(t.status),
    check("payment_captures_status_check", sql`${t.status} in ('applied', 'refund_due', 'refunded', 'review', 'settled')`),
    check("payment_captures_reason_check", sql`${t.reason} is null or ${t.reason} in ('duplicate', 'slot_lost', 'cancelled')`),
  ],
);

/** Webhook events already applied (x-razorpay-event-id), written in the same transaction as their effect. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    eventId: text("event_id").primaryKey(),
    event: text("event").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_events_received_idx").on(t.receivedAt)],
);

/** The sandbox gateway's orders (what Razorpay keeps on its side): found by receipt, listed by time. */
export const sandboxOrders = pgTable(
  "sandbox_orders",
  {
    id: text("id").primaryKey(),
    receipt: text("receipt").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sandbox_orders_receipt_unique").on(t.receipt), index("sandbox_orders_created_idx").on(t.createdAt)],
);

/** The sandbox gateway's own records (what Razorpay keeps on its side). */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    errorDescription: text("error_description"),
    refundKey: text("refund_key"),
    refundId: text("refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sandbox_payments_order_idx").on(t.orderId)],
);

export const OUTBOX_CHANNELS = ["sms", "email", "webhook"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Messages to send, written in the transaction of what caused them and sent by the dispatcher
 * (lib/server/outbox): claimed with a lease, so two instances never send one row twice.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    /** What it is ("otp", "booking_paid", "reminder", ...), for the console and tests. */
    kind: text("kind").notNull(),
    /** Unique when set: the same event never queues the same message twice. */
    dedupeKey: text("dedupe_key"),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** Extra fields of the channel (a webhook's headers, an e-mail's attachment). */
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
    /**
     * The verified phone whose own record the message is about (the code it asked for, its
     * contact message, its job application, its waitlist entry): /my-data reads and erases a
     * phone's messages by this or by the phone's bookings, never by an address someone typed.
     */
    ownerPhone: text("owner_phone"),
    status: text("status").notNull().default("pending"),
    attempts: smallint("attempts").notNull().default(0),
    sendAfter: timestamp("send_after", { withTimezone: true }).notNull(),
    /** A message not sent by then is dropped (a code that has expired, a reminder after the visit). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("outbox_messages_dedupe_unique").on(t.dedupeKey),
    index("outbox_messages_due_idx").on(t.status, t.sendAfter),
    index("outbox_messages_booking_idx").on(t.bookingId),
    index("outbox_messages_owner_idx").on(t.ownerPhone),
    check("outbox_messages_status_check", sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled', 'expired')`),
  ],
);

/** rate-limiter-flexible's store (RateLimiterDrizzle): a counter per key with its expiry. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

/** Secrets the server generates for itself when none is configured (AUTH_SECRET), shared by every instance. */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Editorial content and the visitors' forms ----

export const ARTICLE_KINDS = ["blog", "news"] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/**
 * Blog articles and news items: one table, told apart by `kind`. `body` is rich HTML that was
 * sanitised on save (lib/server/content/sanitize.ts). Public only when published and
 * `published_at` has come: drafts and future-dated items never reach a visitor.
 */
export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<ArticleKind>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull(),
    coverImage: text("cover_image"),
    author: text("author").notNull(),
    /** The doctor who wrote (author) or medically reviewed (reviewer) it. */
    doctorId: uuid("doctor_id").references(() => doctors.id, { onDelete: "set null" }),
    doctorRole: text("doctor_role").$type<"author" | "reviewer">(),
    /**
     * The doctor who checked it medically, and the day they did ("Medically reviewed by" on the
     * page, schema.org reviewedBy). Set together (the console checks it); an article saved before
     * these existed names its reviewer as the doctor above with the role "reviewer" instead.
     */
    reviewerId: uuid("reviewer_id").references(() => doctors.id, { onDelete: "set null" }),
    reviewedOn: date("reviewed_on", { mode: "string" }),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One slug across blogs and news (GET /web/blog/{url} answers either); "news" is the list's own path.
    uniqueIndex("articles_slug_unique").on(t.slug),
    index("articles_public_idx").on(t.kind, t.status, t.publishedAt),
    check("articles_kind_check", sql`${t.kind} in ('blog', 'news')`),
    check("articles_status_check", sql`${t.status} in ('draft', 'published')`),
    check("articles_doctor_role_check", sql`${t.doctorRole} is null or ${t.doctorRole} in ('author', 'reviewer')`),
    check("articles_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and ${t.slug} <> 'news'`),
  ],
);

export const galleryCategories = pgTable(
  "gallery_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gallery_categories_slug_unique").on(t.slug), check("gallery_categories_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => galleryCategories.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    alt: text("alt").notNull(),
    caption: text("caption").notNull().default(""),
    image: text("image").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("gallery_images_category_idx").on(t.categoryId, t.sortOrder)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** As the patient agreed to be named ("Ramesh K."). */
    name: text("name").notNull(),
    location: text("location").notNull().default(""),
    text: text("text").notNull(),
    specialityId: uuid("speciality_id").references(() => specialities.id, { onDelete: "set null" }),
    videoUrl: text("video_url"),
    rating: smallint("rating").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("testimonials_rating_check", sql`${t.rating} between 1 and 5`), index("testimonials_active_idx").on(t.isActive, t.sortOrder)],
);

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;

/** Job openings: readable after they close (`closes_on` past), but no longer open to applications. */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    department: text("department").notNull(),
    location: text("location").notNull(),
    employmentType: text("employment_type").$type<(typeof EMPLOYMENT_TYPES)[number]>().notNull(),
    experience: text("experience").notNull().default(""),
    /** Sanitised rich HTML. */
    description: text("description").notNull(),
    /** Yearly pay in paise, when stated. */
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    /** The last day applications are taken, in the hospital's zone. */
    closesOn: date("closes_on", { mode: "string" }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("job_openings_slug_unique").on(t.slug),
    check("job_openings_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("job_openings_type_check", sql`${t.employmentType} in ('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN')`),
    check("job_openings_salary_check", sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`),
  ],
);

/** Applications: one per e-mail and opening; the résumé lives in private storage under `resume_key`. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    openingId: uuid("opening_id")
      .notNull()
      .references(() => jobOpenings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    experienceYears: smallint("experience_years").notNull(),
    coverNote: text("cover_note").notNull().default(""),
    resumeKey: text("resume_key").notNull(),
    resumeName: text("resume_name").notNull(),
    resumeType: text("resume_type").notNull(),
    resumeBytes: integer("resume_bytes").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("job_applications_opening_email_unique").on(t.openingId, sql`lower(${t.email})`),
    index("job_applications_created_idx").on(t.createdAt),
  ],
);

/** Messages of the contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

/**
 * Staff accounts of the console. The e-mail is stored lower-case; the password only as a scrypt
 * hash. Five failed sign-ins lock the account until `lockedUntil`; a disabled account cannot sign in.
 */
export const staffUsers = pgTable(
  "staff_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<"admin" | "editor" | "front_desk">().notNull(),
    passwordHash: text("password_hash").notNull(),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("staff_users_email_key").on(t.email), check("staff_users_role_check", sql`${t.role} in ('admin', 'editor', 'front_desk')`)],
);

/** A signed-in session: only the SHA-256 of its token is kept. Idle and absolute limits are checked on each use. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("staff_sessions_token_key").on(t.tokenHash), index("staff_sessions_user_idx").on(t.userId), index("staff_sessions_expires_idx").on(t.expiresAt)],
);

/**
 * What staff did: who, what, when, and the record before and after (personal data masked).
 * Written by the server only; the console reads it and has no call that changes it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorId: uuid("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The actor as they were then (an e-mail, or "staff token"), kept if the account goes. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_actor_idx").on(t.actor, t.at)],
);

// ---- My data: consents and privacy requests (DPDP Act 2023 and Rules 2025; docs/API.md "My data") ----

export const CONSENT_PURPOSES = ["privacy_notice", "reminders", "remember_details"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * What a phone agreed to, when, and to which text (`version` and `text`); a withdrawal sets
 * `withdrawnAt` and a new consent is a new row. At most one live consent per phone and purpose.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** E.164, the verified phone that gave it. */
    phone: text("phone").notNull(),
    purpose: text("purpose").$type<ConsentPurpose>().notNull(),
    /** Which wording was agreed to ("privacy-notice-2026-11"), and that wording. */
    version: text("version").notNull(),
    text: text("text").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    index("consents_phone_idx").on(t.phone, t.purpose),
    uniqueIndex("consents_one_live_per_purpose").on(t.phone, t.purpose).where(sql`${t.withdrawnAt} is null`),
    check("consents_purpose_check", sql`${t.purpose} in ('privacy_notice', 'reminders', 'remember_details')`),
  ],
);

export const PRIVACY_REQUEST_KINDS = ["access", "export", "erasure", "correction", "consent_withdrawal"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * Every request a person made of their data, with its reference ("PR-" and 8 unambiguous
 * characters) and the 90 days it must be answered in. The phone is kept only as a keyed hash
 * (HMAC, lib/server/privacy/requests.ts), so the request is not personal data after an erasure;
 * `details` (a correction's words) is blanked by an erasure of the same phone. A phone has at
 * most one open request of a kind: another one is added to it.
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reference: text("reference").notNull(),
    kind: text("kind").$type<PrivacyRequestKind>().notNull(),
    state: text("state").$type<"open" | "closed">().notNull(),
    phoneHash: text("phone_hash").notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Who closed it (a staff e-mail, or "automatic" for what the site answered at once) and how. */
    closedBy: text("closed_by"),
    note: text("note"),
  },
  (t) => [
    uniqueIndex("privacy_requests_reference_unique").on(t.reference),
    index("privacy_requests_open_idx").on(t.state, t.dueAt),
    index("privacy_requests_phone_idx").on(t.phoneHash),
    // One open request of a kind per phone: another of that kind is added to it (requests.ts).
    uniqueIndex("privacy_requests_one_open_per_kind").on(t.phoneHash, t.kind).where(sql`${t.state} = 'open'`),
    index("privacy_requests_closed_idx").on(t.closedAt),
    check("privacy_requests_kind_check", sql`${t.kind} in ('access', 'export', 'erasure', 'correction', 'consent_withdrawal')`),
    check("privacy_requests_state_check", sql`${t.state} in ('open', 'closed')`),
  ],
);
