import { sql, type SQL } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, smallint, text, time, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { specialities } from "./specialities";

// The doctors, their specialities, weekly OPD sittings and leave (with the hospital's holidays).

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
    /**
     * The name's search key in either script (lib/doctors/name-key.ts): the English name's and
     * its Marathi and Hindi spellings' (content_translations). Made in JavaScript, so the server
     * writes it wherever a name is written (lib/server/doctors/search-keys.ts); "" until then.
     */
    searchKey: text("search_key").notNull().default(""),
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
    // ("%kul%") cannot use a btree, so scanning this narrow index is the fast path for names
    // containing the text; names like it come from doctors_search_key_trgm_idx.
    index("doctors_search_idx").on(t.isActive, t.experienceYears.desc().nullsFirst(), t.name, t.id, t.gender, t.nameKey),
    index("doctors_languages_idx").using("gin", t.languages),
    // The name search's fuzzy match (word similarity of trigrams, pg_trgm).
    index("doctors_search_key_trgm_idx").using("gin", t.searchKey.op("gin_trgm_ops")),
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
