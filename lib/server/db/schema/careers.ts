import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// Job openings and the applications to them.

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
