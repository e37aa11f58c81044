import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { doctorSearchKey } from "@/lib/doctors/name-key";
import type { Executor } from "../db";
import { contentTranslations, doctors } from "../db/schema";
import { sourceHash } from "../db/source-hash";

// doctors.search_key is made in JavaScript (transliteration is not something SQL can do), so
// the server writes it wherever a doctor's name or one of its spellings is written: the
// console's doctor save, a save of a doctor's translated name, the seed (which writes the key
// with the row), and at start-up for rows that have none yet (a database migrated from before
// the key existed).

/**
 * Recomputes the search key of the given doctors (every doctor when `doctorIds` is omitted)
 * from their English name and the current Marathi and Hindi spellings of it kept in
 * content_translations. Writes only keys that changed, and never touches updated_at (the
 * console's record version). Returns how many keys it wrote.
 */
export async function refreshDoctorSearchKeys(db: Executor, doctorIds?: readonly string[]): Promise<number> {
  if (doctorIds && doctorIds.length === 0) return 0;
  const ids = doctorIds ? [...new Set(doctorIds)] : undefined;
  const [rows, spellings] = await Promise.all([
    db
      .select({ id: doctors.id, name: doctors.name, searchKey: doctors.searchKey })
      .from(doctors)
      .where(ids ? inArray(doctors.id, ids) : undefined),
    db
      .select({ id: contentTranslations.recordKey, value: contentTranslations.value, sourceHash: contentTranslations.sourceHash })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.entity, "doctor"), eq(contentTranslations.field, "name"), ids ? inArray(contentTranslations.recordKey, ids) : undefined)),
  ]);
  // Only spellings of the name as it is now: one written for a former name is out of date.
  const nameOf = new Map(rows.map((r) => [r.id, r.name]));
  const spellingsOf = new Map<string, string[]>();
  for (const s of spellings) {
    const name = nameOf.get(s.id);
    if (typeof s.value === "string" && name !== undefined && s.sourceHash === sourceHash(name)) spellingsOf.set(s.id, [...(spellingsOf.get(s.id) ?? []), s.value]);
  }
  const changed = rows.flatMap((r) => {
    const key = doctorSearchKey(r.name, spellingsOf.get(r.id));
    return key === r.searchKey ? [] : [{ id: r.id, key }];
  });
  if (changed.length) {
    // One parameter for every changed row (thousands at the first start after the migration).
    await db.execute(sql`
      update ${doctors} set search_key = v.key
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(id uuid, key text)
      where ${doctors.id} = v.id`);
  }
  return changed.length;
}

/**
 * Fills the search key of doctors that have none (rows written before the key existed, or by
 * hand). When none is empty this is one read of the doctors' ids, cheap enough for every start.
 */
export async function fillEmptyDoctorSearchKeys(db: Executor): Promise<number> {
  const empty = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.searchKey, ""));
  return empty.length ? refreshDoctorSearchKeys(db, empty.map((r) => r.id)) : 0;
}
