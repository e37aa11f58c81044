import "server-only";
import { and, arrayContains, asc, desc, eq, exists, gte, like, or, sql, type SQL } from "drizzle-orm";
import type { DoctorPage } from "@/lib/contracts/doctors";
import {
  DOCTOR_MAX_PAGE,
  DOCTOR_NAME_MAX,
  DOCTOR_PAGE_DEFAULTS,
  DOCTOR_PAGE_MAX_LIMIT,
  type DoctorFilters,
} from "@/lib/contracts/doctor-filters";
import type { Executor } from "../db";
import { doctors, doctorSpecialities, specialities } from "../db/schema";
import { UUID } from "../specialities/refs";
import { DOCTOR_SUMMARY_COLUMNS, toDoctorSummaries, type DoctorSummaryRow } from "./shape";

/** Validated filters (lib/contracts/doctor-filters.ts); every field optional for callers inside the server. */
export type DoctorQuery = Partial<DoctorFilters>;

/** "  Dr. Ananya   K " → "ananya k"; "" when nothing is left to match. */
function normaliseNameQuery(name: string | undefined): string {
  return (name ?? "")
    .slice(0, DOCTOR_NAME_MAX)
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^dr\.?(\s+|$)/, "")
    .trim();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const clamp = (value: number | undefined, min: number, max: number, fallback: number) =>
  Number.isInteger(value) ? Math.min(Math.max(value as number, min), max) : fallback;

function specialityMatch(value: string): SQL {
  const byName = eq(sql`lower(${specialities.name})`, value.toLowerCase());
  return UUID.test(value)
    ? or(eq(specialities.id, value), eq(specialities.slug, value), byName)!
    : or(eq(specialities.slug, value), byName)!;
}

/**
 * Active doctors matching the filters, one page at a time: one statement for the page and
 * its total, then one query for the page's specialities (never one per doctor).
 *
 * Order: with a name, exact name matches first, then names starting with it, then names
 * with a word starting with it, then names containing it; ties (and the whole list without
 * a name) go by experience, most first, then name.
 */
export async function searchDoctors(db: Executor, filters: DoctorQuery = {}): Promise<DoctorPage> {
  const limit = clamp(filters.limit, 1, DOCTOR_PAGE_MAX_LIMIT, DOCTOR_PAGE_DEFAULTS.limit);
  const page = clamp(filters.page, 1, DOCTOR_MAX_PAGE, DOCTOR_PAGE_DEFAULTS.page);
  const q = normaliseNameQuery(filters.name);

  const conditions: SQL[] = [eq(doctors.isActive, true)];
  if (q) conditions.push(like(doctors.nameKey, `%${escapeLike(q)}%`));
  if (filters.gender) conditions.push(eq(doctors.gender, filters.gender));
  if (filters.language) conditions.push(arrayContains(doctors.languages, [filters.language]));
  if (filters.minExperience !== undefined) conditions.push(gte(doctors.experienceYears, filters.minExperience));
  if (filters.speciality) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(doctorSpecialities)
          .innerJoin(specialities, eq(specialities.id, doctorSpecialities.specialityId))
          .where(and(eq(doctorSpecialities.doctorId, doctors.id), specialityMatch(filters.speciality))),
      ),
    );
  }
  const where = and(...conditions);

  const rank = q
    ? sql<number>`case when ${doctors.nameKey} = ${q} then 0 when ${doctors.nameKey} like ${`${escapeLike(q)}%`} then 1 when ${doctors.nameKey} like ${`% ${escapeLike(q)}%`} then 2 else 3 end`
    : sql<number>`0`;
  const narrow = { id: doctors.id, rank: rank.as("rank"), experienceYears: doctors.experienceYears, name: doctors.name };
  // Without a name the rank is the constant 0, which ORDER BY would read as a column position.
  const order = [...(q ? [rank] : []), desc(doctors.experienceYears), asc(doctors.name), asc(doctors.id)];
  const offset = (page - 1) * limit;

  // The page is chosen over narrow rows that doctors_search_idx alone can give (id,
  // experience, name, name_key, gender), and only its rows are joined back for the wide
  // columns: on PGlite, carrying every match's arrays through a count and a sort costs
  // more than the rest of the search. One statement either way:
  // - with only index-carried filters (gender, experience) the page is read in the index's
  //   order and stops after `limit` rows, and a plain count(*) gives the total;
  // - otherwise (name, speciality, language) one pass finds the matches and a window count
  //   over them gives the total.
  let rows: { total: number; doctor: DoctorSummaryRow | null }[];
  if (!q && !filters.speciality && !filters.language) {
    const counted = db.select({ total: sql<number>`count(*)::int`.as("total") }).from(doctors).where(where).as("counted");
    const pageRows = db.select(narrow).from(doctors).where(where).orderBy(...order).limit(limit).offset(offset).as("page_rows");
    rows = await db
      .select({ total: counted.total, doctor: DOCTOR_SUMMARY_COLUMNS })
      .from(counted)
      .leftJoin(pageRows, sql`true`)
      .leftJoin(doctors, eq(doctors.id, pageRows.id))
      .orderBy(desc(pageRows.experienceYears), asc(pageRows.name), asc(pageRows.id));
  } else {
    const pageRows = db
      .select({ ...narrow, total: sql<number>`count(*) over ()`.as("total") })
      .from(doctors)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset)
      .as("page_rows");
    rows = await db
      .select({ total: pageRows.total, doctor: DOCTOR_SUMMARY_COLUMNS })
      .from(pageRows)
      .innerJoin(doctors, eq(doctors.id, pageRows.id))
      .orderBy(asc(pageRows.rank), desc(pageRows.experienceYears), asc(pageRows.name), asc(pageRows.id));
    if (!rows.length && page > 1) {
      // Past the last page the window count has no row to ride on.
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(doctors).where(where);
      rows = [{ total: counted.total, doctor: null }];
    }
  }

  const total = Number(rows[0]?.total ?? 0);
  const found = rows.flatMap((r) => (r.doctor ? [r.doctor] : []));
  return { doctors: await toDoctorSummaries(db, found), pagination: { page, limit, total } };
}

/** The doctor list: the same filters, order and pages as the search. */
export async function listDoctors(db: Executor, filters: DoctorQuery = {}): Promise<DoctorPage> {
  return searchDoctors(db, filters);
}
