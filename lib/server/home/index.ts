import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Feature, Statistic } from "@/lib/contracts/home";
import type { Executor } from "../db";
import { features, statistics } from "../db/schema";

// The home page's own records: feature tiles and figures. The page itself (its stored copy
// and the lists it shows) is composed in lib/server/compose/homepage.ts.

/** Active feature tiles in display order. */
export async function listFeatures(db: Executor): Promise<Feature[]> {
  const rows = await db
    .select({ id: features.id, title: features.title, description: features.description, icon: features.icon })
    .from(features)
    .where(eq(features.isActive, true))
    .orderBy(asc(features.sortOrder), asc(features.title));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}

export type StatisticRecord = Statistic & { key: string };

/** Active figures in display order, with their natural key (some are counted from the data). */
export async function listStatisticRecords(db: Executor): Promise<StatisticRecord[]> {
  const rows = await db
    .select({ id: statistics.id, key: statistics.key, label: statistics.label, value: statistics.value, suffix: statistics.suffix, icon: statistics.icon })
    .from(statistics)
    .where(eq(statistics.isActive, true))
    .orderBy(asc(statistics.sortOrder), asc(statistics.label));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}
