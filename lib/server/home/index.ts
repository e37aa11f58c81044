import "server-only";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Feature, Homepage, HomepageV2, Statistic } from "@/lib/contracts/home";
import { getDb } from "../db";
import { features, siteSettings, statistics } from "../db/schema";
import { HOMEPAGE_SEED, HOMEPAGE_SETTINGS_KEY } from "../db/seed/home";
import { cachedRead, TAGS } from "../cache";
import { listFeaturedDoctors } from "../doctors/queries";
import { listFeaturedServices } from "../services";
import { listSpecialitiesV2 } from "../specialities";

/** How many of each list the v2 home page carries. */
export const HOMEPAGE_V2_LIMITS = { specialities: 8, doctors: 8, services: 6 } as const;

const cta = z.object({ label: z.string().min(1), href: z.string().min(1) });
const homepageSchema = z.object({
  hero: z.object({
    title: z.string().min(1),
    subtitle: z.string(),
    image: z.string().nullable().default(null),
    primaryCta: cta,
    secondaryCta: cta.nullable().default(null),
  }),
  highlights: z.array(z.object({ title: z.string(), description: z.string(), icon: z.string() })).default([]),
  callsToAction: z.array(z.object({ title: z.string(), description: z.string(), cta })).default([]),
});

/**
 * The home page's hero, highlights and calls to action as staff keep them (site setting
 * "homepage"); the built-in demo content when nothing valid is stored.
 */
export async function getHomepage(): Promise<Homepage> {
  const db = await getDb();
  const row = await db.query.siteSettings.findFirst({ where: eq(siteSettings.key, HOMEPAGE_SETTINGS_KEY) });
  if (!row) return HOMEPAGE_SEED;
  const parsed = homepageSchema.safeParse(row.value);
  if (!parsed.success) {
    console.error(`[home] the stored "${HOMEPAGE_SETTINGS_KEY}" setting is not valid; showing the defaults:`, parsed.error.issues);
    return HOMEPAGE_SEED;
  }
  return parsed.data;
}

/** Active feature tiles in display order. */
export async function listFeatures(): Promise<Feature[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: features.id, title: features.title, description: features.description, icon: features.icon })
    .from(features)
    .where(eq(features.isActive, true))
    .orderBy(asc(features.sortOrder), asc(features.title));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}

/** Active figures in display order. */
export async function listStatistics(): Promise<Statistic[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: statistics.id, label: statistics.label, value: statistics.value, suffix: statistics.suffix, icon: statistics.icon })
    .from(statistics)
    .where(eq(statistics.isActive, true))
    .orderBy(asc(statistics.sortOrder), asc(statistics.label));
  return rows.map(({ id, ...rest }) => ({ _id: id, ...rest }));
}

/** The v2 home page: the stored sections plus every list the page shows, in one answer. */
export async function getHomepageV2(): Promise<HomepageV2> {
  const [homepage, featureList, statisticList, specialities, featuredDoctors, featuredServices] = await Promise.all([
    getHomepage(),
    listFeatures(),
    listStatistics(),
    listSpecialitiesV2(),
    listFeaturedDoctors(HOMEPAGE_V2_LIMITS.doctors),
    listFeaturedServices(HOMEPAGE_V2_LIMITS.services),
  ]);
  return {
    ...homepage,
    features: featureList,
    statistics: statisticList,
    specialities: specialities.slice(0, HOMEPAGE_V2_LIMITS.specialities),
    featuredDoctors,
    featuredServices,
  };
}

const HOME_TAGS = [TAGS.home];

export const getHomepageCached = cachedRead(getHomepage, "homepage", HOME_TAGS);
export const getHomepageV2Cached = cachedRead(getHomepageV2, "homepage-v2", [TAGS.home, TAGS.specialities, TAGS.doctors, TAGS.services]);
export const listFeaturesCached = cachedRead(listFeatures, "features", HOME_TAGS);
export const listStatisticsCached = cachedRead(listStatistics, "statistics", HOME_TAGS);
