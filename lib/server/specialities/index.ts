import "server-only";
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { SpecialityV1, SpecialityV2 } from "@/lib/contracts/specialities";
import { withDb, type Executor } from "../db";
import { specialities } from "../db/schema";
import { cachedRead, TAGS } from "../cache";
import { UUID } from "./refs";
import type { Locale } from "@/lib/i18n/locales";
import { localizeSpecialities } from "../translations/localize";

export type SpecialityRow = typeof specialities.$inferSelect;

export function toSpecialityV2(row: SpecialityRow): SpecialityV2 {
  return {
    _id: row.id,
    specialityName: row.name,
    specialityUrl: row.slug,
    thumbnailImage: row.thumbnailImage,
    overview: { description: row.overviewDescription },
    hero: { description: row.heroDescription },
  };
}

function toSpecialityV1(row: SpecialityRow): SpecialityV1 {
  return {
    _id: row.id,
    specialityName: row.name,
    specialityUrl: row.slug,
    image: row.thumbnailImage,
    description: row.overviewDescription ?? row.heroDescription,
  };
}

async function listActiveRows(db: Executor): Promise<SpecialityRow[]> {
  return db.select().from(specialities).where(eq(specialities.isActive, true)).orderBy(asc(specialities.sortOrder), asc(specialities.name));
}

/** Active specialities in display order, in the v2 shape. */
export async function listSpecialitiesV2(db: Executor): Promise<SpecialityV2[]> {
  return (await listActiveRows(db)).map(toSpecialityV2);
}

/** Active specialities in display order, in the v1 shape. */
export async function listSpecialitiesV1(db: Executor): Promise<SpecialityV1[]> {
  return (await listActiveRows(db)).map(toSpecialityV1);
}

/** How many specialities visitors can open (the figure the site's copy quotes). */
export async function countActiveSpecialities(db: Executor): Promise<number> {
  return db.$count(specialities, eq(specialities.isActive, true));
}

/**
 * The active speciality row by its url slug, falling back to its id (SPEC.md section 2).
 * The slug matches whatever its letter case ("/specialities/Cardiology" is a link people
 * type); the exact slug wins if two differ only in case.
 */
export async function getSpecialityRowByName(db: Executor, name: string): Promise<SpecialityRow | null> {
  const bySlug = sql`lower(${specialities.slug}) = lower(${name})`;
  const match = UUID.test(name) ? or(bySlug, eq(specialities.id, name)) : bySlug;
  const [row] = await db
    .select()
    .from(specialities)
    .where(and(eq(specialities.isActive, true), match))
    .orderBy(desc(sql`${specialities.slug} = ${name}`))
    .limit(1);
  return row ?? null;
}

/** Every key /specialities/:name can name an active speciality by: its url slug and its id, lower-cased. */
export async function listSpecialityKeys(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: specialities.id, slug: specialities.slug }).from(specialities).where(eq(specialities.isActive, true));
  return rows.flatMap((r) => [r.id.toLowerCase(), ...(r.slug?.trim() ? [r.slug.trim().toLowerCase()] : [])]);
}

export const listSpecialitiesV2Cached = cachedRead(withDb(listSpecialitiesV2), "specialities-v2", [TAGS.specialities]);

/** The active specialities (v2) in a language: the pages' list (English is listSpecialitiesV2's). */
export const listSpecialitiesInCached = cachedRead(
  withDb(async (db, locale: Locale) => localizeSpecialities(db, locale, await listSpecialitiesV2(db))),
  "specialities-v2-in",
  [TAGS.specialities],
);
