import "server-only";
import type { Homepage, HomepageV2, Statistic } from "@/lib/contracts/home";
import { fillCountsDeep, type SiteCounts } from "@/lib/copy/counts";
import { withDb, type Executor } from "../db";
import { cachedRead, TAGS } from "../cache";
import { listFeaturedDoctors } from "../doctors";
import { listFeatures, listStatisticRecords, type StatisticRecord } from "../home";
import { listFeaturedServices } from "../services";
import { getHomepageSettings } from "../settings";
import { listSpecialitiesV2 } from "../specialities";
import { getSiteCounts } from "./site-counts";

/** How many of each list the v2 home page carries. */
const HOMEPAGE_V2_LIMITS = { specialities: 8, doctors: 8, services: 6 } as const;

/** Figures (by their key) that are counts of the data rather than typed-in numbers. */
const COUNTED_STATISTICS: Record<string, keyof SiteCounts> = { specialities: "specialityCount", doctors: "doctorCount" };

function withCounts(records: StatisticRecord[], counts: SiteCounts): Statistic[] {
  return records.map(({ key, ...statistic }) => {
    const counted = COUNTED_STATISTICS[key];
    return { ...fillCountsDeep(statistic, counts), ...(counted ? { value: counts[counted] } : {}) };
  });
}

/** The home page's hero, highlights and calls to action, their figures counted from the data. */
export async function getHomepage(db: Executor): Promise<Homepage> {
  const [homepage, counts] = await Promise.all([getHomepageSettings(db), getSiteCounts(db)]);
  return fillCountsDeep(homepage, counts);
}

/** The home page's figures; "Specialities" and "Specialist doctors" are counted, not stored. */
export async function listStatistics(db: Executor): Promise<Statistic[]> {
  const [records, counts] = await Promise.all([listStatisticRecords(db), getSiteCounts(db)]);
  return withCounts(records, counts);
}

/** The feature tiles, their figures counted from the data. */
export async function listFeatureTiles(db: Executor) {
  const [tiles, counts] = await Promise.all([listFeatures(db), getSiteCounts(db)]);
  return fillCountsDeep(tiles, counts);
}

/** The v2 home page: the stored sections plus every list the page shows, in one answer. */
export async function getHomepageV2(db: Executor): Promise<HomepageV2> {
  const counts = await getSiteCounts(db);
  const [homepage, featureList, statisticRecords, specialities, featuredDoctors, featuredServices] = await Promise.all([
    getHomepageSettings(db),
    listFeatures(db),
    listStatisticRecords(db),
    listSpecialitiesV2(db),
    listFeaturedDoctors(db, HOMEPAGE_V2_LIMITS.doctors),
    listFeaturedServices(db, HOMEPAGE_V2_LIMITS.services),
  ]);
  return {
    ...fillCountsDeep(homepage, counts),
    features: fillCountsDeep(featureList, counts),
    statistics: withCounts(statisticRecords, counts),
    specialities: specialities.slice(0, HOMEPAGE_V2_LIMITS.specialities),
    featuredDoctors,
    featuredServices,
  };
}

export const getHomepageV2Cached = cachedRead(withDb(getHomepageV2), "homepage-v2", [TAGS.home, TAGS.specialities, TAGS.doctors, TAGS.services]);
