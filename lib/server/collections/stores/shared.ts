import "server-only";
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db";
import { doctorSpecialities, serviceSpecialities } from "../../db/schema";

// What several collections' stores do alike: refusing a delete, naming a taken address, the
// join rows to specialities, a new record's natural key.

/** A delete that would take these rows with it is refused: they are not the editor's to lose. */
export const refuseWhile =
  (table: PgTable, column: PgColumn, message: string) =>
  async (db: Executor, id: string): Promise<string | null> => {
    const [row] = await db.select({ one: sql<number>`1` }).from(table).where(eq(column, id)).limit(1);
    return row ? message : null;
  };

export const slugTaken = (what: string) => ({ field: "slug", message: `Another ${what} already uses this address: choose another slug.` });
export const nameTaken = (what: string) => ({ field: "name", message: `There is already a ${what} of this name.` });

/** Replaces an owner's join rows with the given targets, in order. */
export async function writeLinks(db: Executor, table: typeof doctorSpecialities | typeof serviceSpecialities, ownerId: string, targets: string[]) {
  if (table === doctorSpecialities) {
    await db.delete(doctorSpecialities).where(eq(doctorSpecialities.doctorId, ownerId));
    if (targets.length) await db.insert(doctorSpecialities).values(targets.map((specialityId, i) => ({ doctorId: ownerId, specialityId, sortOrder: i })));
  } else {
    await db.delete(serviceSpecialities).where(eq(serviceSpecialities.serviceId, ownerId));
    if (targets.length) await db.insert(serviceSpecialities).values(targets.map((specialityId) => ({ serviceId: ownerId, specialityId })));
  }
}

/** A new feature or figure's natural key (the seed's key), made from its title. */
export const naturalKey = (title: unknown) =>
  `${String(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40)}-${globalThis.crypto.randomUUID().slice(0, 8)}`;
