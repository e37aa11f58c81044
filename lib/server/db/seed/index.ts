import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { shortLinks, siteSettings, specialities } from "../schema";
import { FOOTER_SETTINGS_SEED } from "./footer";
import { SHORT_LINKS_SEED } from "./short-links";
import { SPECIALITIES_SEED } from "./specialities";

/** Marker row: the seed ran (so a database a hospital emptied on purpose is not refilled). */
export const SEED_MARKER_KEY = "seed";
export const SEED_VERSION = 1;

/** Fills the demo hospital. Idempotent: existing rows (by key) are left as they are. */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(specialities)
      .values(
        SPECIALITIES_SEED.map((s, index) => ({
          name: s.name,
          slug: s.slug,
          thumbnailImage: s.thumbnailImage,
          overviewDescription: s.overviewDescription,
          heroDescription: s.heroDescription,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(siteSettings).values({ key: "footer", value: FOOTER_SETTINGS_SEED }).onConflictDoNothing();
    await tx.insert(shortLinks).values(SHORT_LINKS_SEED).onConflictDoNothing();
    await tx
      .insert(siteSettings)
      .values({ key: SEED_MARKER_KEY, value: { version: SEED_VERSION, at: new Date().toISOString() } })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  });
}

/** Seeds only a database that has never been seeded. Returns true when it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const marker = await db.query.siteSettings.findFirst({ where: (t, { eq }) => eq(t.key, SEED_MARKER_KEY) });
  if (marker) return false;
  await seedDatabase(db);
  return true;
}
