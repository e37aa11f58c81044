import "server-only";
import type { Db } from "../client";
import { SEED_MARKER_KEY, SEED_VERSION } from "./version";


/**
 * Fills the demo hospital (./fill.ts), loaded only when a seed runs: a server whose database
 * is already seeded never reads the content files.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const { fillDemoHospital } = await import("./fill");
  await fillDemoHospital(db);
}

/** The version of the demo content a database holds: 0 when it was never seeded. */
export async function storedSeedVersion(db: Db): Promise<number> {
  const marker = await db.query.siteSettings.findFirst({ where: (t, { eq }) => eq(t.key, SEED_MARKER_KEY) });
  if (!marker) return 0;
  const version = (marker.value as { version?: unknown } | null)?.version;
  return typeof version === "number" && Number.isInteger(version) ? version : 1;
}

/**
 * Seeds a database that was never seeded, or one seeded by an older SEED_VERSION (which
 * then gains the new kinds of demo content; what it holds stays). Returns true when it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if ((await storedSeedVersion(db)) >= SEED_VERSION) return false;
  await seedDatabase(db);
  return true;
}
