import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
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
  /** A site path ("/doctorList") or an absolute http(s) URL. */
  target: text("target").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  hitCount: integer("hit_count").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
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
  },
  (t) => [
    uniqueIndex("doctor_opd_timings_slot_unique").on(t.doctorId, t.dayOfWeek, t.startTime),
    check("doctor_opd_timings_day_check", sql`${t.dayOfWeek} between 1 and 7`),
    check("doctor_opd_timings_order_check", sql`${t.startTime} < ${t.endTime}`),
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
