import "server-only";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { CareerList, JobOpening, JobOpeningSummary } from "@/lib/contracts/content";
import { withDb, type Executor } from "../db";
import { jobOpenings } from "../db/schema";
import { sanitizeRichHtml } from "../html/sanitize";
import { cachedRead, TAGS } from "../cache";
import { hospitalToday } from "../content/pages";

/**
 * Job openings. An opening is open to applications up to and including its closing day in
 * the hospital's zone (`today`, "YYYY-MM-DD"); after that it stays readable, marked closed.
 */
type Row = typeof jobOpenings.$inferSelect;

function toSummary(row: Row, today: string): JobOpeningSummary {
  return {
    _id: row.id,
    url: row.slug,
    title: row.title,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    experience: row.experience,
    salary: row.salaryMin !== null && row.salaryMax !== null ? { min: row.salaryMin, max: row.salaryMax, currency: "INR" } : null,
    postedAt: row.postedAt.toISOString(),
    closesOn: row.closesOn,
    isOpen: row.closesOn >= today,
  };
}

/** Active openings, open ones first (closing soonest first), then the closed ones, by department and location. */
export async function listOpenings(db: Executor, filters: { department?: string; location?: string }, today: string): Promise<CareerList> {
  const rows = await db
    .select()
    .from(jobOpenings)
    .where(eq(jobOpenings.isActive, true))
    .orderBy(sql`case when ${jobOpenings.closesOn} >= ${today}::date then 0 else 1 end`, asc(jobOpenings.closesOn), desc(jobOpenings.postedAt));
  const departments = [...new Set(rows.map((r) => r.department))].sort();
  const locations = [...new Set(rows.map((r) => r.location))].sort();
  const same = (a: string, b?: string) => !b || a.toLowerCase() === b.toLowerCase();
  return {
    openings: rows.filter((r) => same(r.department, filters.department) && same(r.location, filters.location)).map((r) => toSummary(r, today)),
    departments,
    locations,
  };
}

/** An active opening by its slug (open or closed), or null. */
async function getOpening(db: Executor, slug: string, today: string): Promise<JobOpening | null> {
  const [row] = await db.select().from(jobOpenings).where(and(eq(jobOpenings.slug, slug.toLowerCase()), eq(jobOpenings.isActive, true)));
  return row ? { ...toSummary(row, today), description: sanitizeRichHtml(row.description) } : null;
}

/**
 * Slugs of the active openings with their last change. Known keys take every active opening (a
 * closed one still has its page); the sitemap passes `openOn` (today) to list only the open ones,
 * as search engines ask for expired postings to be dropped.
 */
export async function listOpeningKeys(db: Executor, openOn?: string): Promise<{ url: string; updatedAt: Date }[]> {
  const active = eq(jobOpenings.isActive, true);
  return db
    .select({ url: jobOpenings.slug, updatedAt: jobOpenings.updatedAt })
    .from(jobOpenings)
    .where(openOn ? and(active, gte(jobOpenings.closesOn, openOn)) : active)
    .orderBy(asc(jobOpenings.slug));
}

/** Every active opening (the page filters them: department and location come from the address). */
export const listOpeningsCached = cachedRead(withDb((db) => listOpenings(db, {}, hospitalToday())), "careers-list", [TAGS.careers]);

export const getOpeningCached = cachedRead(withDb((db, url: string) => getOpening(db, url, hospitalToday())), "career", [TAGS.careers]);
