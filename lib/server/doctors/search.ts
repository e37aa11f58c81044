import "server-only";
import { and, arrayContains, asc, desc, eq, exists, gte, like, not, or, sql, type SQL } from "drizzle-orm";
import { nameSearchKey } from "@/lib/doctors/name-key";
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

/**
 * "  Dr. Ananya   K " → "ananya k"; "" when nothing is left to match. Control characters are
 * spaces (the route refuses them; a page's address may still carry one, and PostgreSQL refuses a NUL).
 */
function normaliseNameQuery(name: string | undefined): string {
  return (name ?? "")
    .slice(0, DOCTOR_NAME_MAX)
    .toLowerCase()
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim()
    .replace(/^dr\.?(\s+|$)/, "")
    .trim();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A text with no word this long is matched by containment only: one or two letters are like too many names. */
const FUZZY_MIN_LETTERS = 3;
/** A shorter word shares too few trigrams with a name to be judged by likeness: it must begin a word of the name. */
const SIMILAR_WORD_MIN_LETTERS = 4;

/**
 * What the visitor typed as a search key ("कुलकर्णी" → "kulkarni", lib/doctors/name-key.ts), or
 * "" when no word of it has FUZZY_MIN_LETTERS ("ab", "t ra").
 */
function fuzzyKey(name: string | undefined): string {
  const key = nameSearchKey((name ?? "").slice(0, DOCTOR_NAME_MAX));
  return key.split(" ").some((word) => word.length >= FUZZY_MIN_LETTERS) ? key : "";
}

/**
 * Every word of the key is like a word of the doctor's search key: its trigram word similarity
 * (pg_trgm `<%`) is at least the threshold of FUZZY_SETTINGS, or, for a short word, a word of
 * the search key starts with it ("वाघ" is Wagh, not every name starting "Va"). Word by word, so
 * that "tara iyer" does not find Rajesh Iyer by his surname. doctors_search_key_trgm_idx
 * answers both.
 */
function fuzzyMatch(key: string): SQL {
  const words = key.split(" ").map((word) =>
    word.length >= SIMILAR_WORD_MIN_LETTERS
      ? sql`${word} <% ${doctors.searchKey}`
      : or(like(doctors.searchKey, `${escapeLike(word)}%`), like(doctors.searchKey, `% ${escapeLike(word)}%`))!,
  );
  return and(...words)!;
}

/**
 * The fuzzy match's settings, for its search's transaction only:
 * - a trigram word similarity of 0.5 at least: pg_trgm's 0.6 misses a dropped letter in a
 *   surname ("kulkrni" is 0.55 of "kulkarni"), and below 0.5 unrelated names come in;
 * - the cost of reading a page out of order at 1.1, as it is for data in memory (PGlite) or on
 *   an SSD. At the default 4 (a spinning disk's) the planner prices the trigram index's visits
 *   to the table above reading all of it, and then computes the similarity of every doctor's
 *   key: with 5 000 doctors about 15 ms on PGlite, against 2 ms through the index.
 */
const FUZZY_SETTINGS = sql`select set_config('pg_trgm.word_similarity_threshold', '0.5', true), set_config('random_page_cost', '1.1', true)`;

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
 * a name) go by experience, most first, then name. After every name containing the text come
 * the doctors whose name is like it, in either script or misspelt ("कुलकर्णी", "kulkarny" for
 * Kulkarni): by their search keys' trigram similarity to the text's, the most alike first.
 */
export async function searchDoctors(db: Executor, filters: DoctorQuery = {}): Promise<DoctorPage> {
  const q = normaliseNameQuery(filters.name);
  const key = q ? fuzzyKey(filters.name) : "";
  if (!key) return findDoctors(db, filters, q, "");
  return db.transaction(async (tx) => {
    await tx.execute(FUZZY_SETTINGS);
    return findDoctors(tx, filters, q, key);
  });
}

async function findDoctors(db: Executor, filters: DoctorQuery, q: string, key: string): Promise<DoctorPage> {
  const limit = clamp(filters.limit, 1, DOCTOR_PAGE_MAX_LIMIT, DOCTOR_PAGE_DEFAULTS.limit);
  const page = clamp(filters.page, 1, DOCTOR_MAX_PAGE, DOCTOR_PAGE_DEFAULTS.page);

  const conditions: SQL[] = [eq(doctors.isActive, true)];
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
  const nameMatch = q ? like(doctors.nameKey, `%${escapeLike(q)}%`) : undefined;
  const where = and(...conditions, nameMatch);

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
  //   over them gives the total. With a fuzzy match, the names containing the text (from
  //   doctors_search_idx) and the names like it (from the trigram index, each once, ranked 5
  //   less their similarity: after every rank of containment) are two parts of one union.
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
    const matches = key
      ? db
          .select(narrow)
          .from(doctors)
          .where(where)
          .unionAll(
            db
              .select({ ...narrow, rank: sql<number>`5 - word_similarity(${key}, ${doctors.searchKey})`.as("rank") })
              .from(doctors)
              .where(and(...conditions, fuzzyMatch(key), not(nameMatch!))),
          )
          .as("matches")
      : db.select(narrow).from(doctors).where(where).as("matches");
    const pageRows = db
      .select({ id: matches.id, rank: matches.rank, experienceYears: matches.experienceYears, name: matches.name, total: sql<number>`count(*) over ()`.as("total") })
      .from(matches)
      .orderBy(asc(matches.rank), desc(matches.experienceYears), asc(matches.name), asc(matches.id))
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
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
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
