import "server-only";
import type { Homepage, HomepageV2, Statistic } from "@/lib/contracts/home";
import { fillCountsDeep, type SiteCounts } from "@/lib/copy/counts";
import { withDb, type Executor } from "../db";
import { cachedRead, TAGS } from "../cache";
import { listFeaturedDoctors } from "../doctors";
import { listFeatures, listStatisticRecords, type StatisticRecord } from "../home";
import { listFeaturedServices } from "../services";
import { getHomepageSettings, getSettingIn } from "../settings";
import { listSpecialitiesV2 } from "../specialities";
import { getSiteCounts } from "./site-counts";
import type { Locale } from "@/lib/i18n/locales";
import { localizeDoctors, localizeServicesV2, localizeSpecialities } from "../translations/localize";
import { inEnglish, localizeFeatures, localizeStatistics } from "../translations/settings";

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

/** What the v2 home page is made of, as stored: copy with its placeholders, figures uncounted. */
async function homepageParts(db: Executor) {
  const [counts, features, statistics, specialities, featuredDoctors, featuredServices] = await Promise.all([
    getSiteCounts(db),
    listFeatures(db),
    listStatisticRecords(db),
    listSpecialitiesV2(db),
    listFeaturedDoctors(db, HOMEPAGE_V2_LIMITS.doctors),
    listFeaturedServices(db, HOMEPAGE_V2_LIMITS.services),
  ]);
  return { counts, features, statistics, specialities: specialities.slice(0, HOMEPAGE_V2_LIMITS.specialities), featuredDoctors, featuredServices };
}

type HomepageParts = Awaited<ReturnType<typeof homepageParts>> & { homepage: Homepage };

/** The page's answer from its parts, the figures in its copy filled from the data. */
const homepageOf = ({ counts, homepage, features, statistics, ...lists }: HomepageParts): HomepageV2 => ({
  ...fillCountsDeep(homepage, counts),
  features: fillCountsDeep(features, counts),
  statistics: withCounts(statistics, counts),
  ...lists,
});

/** The v2 home page: the stored sections plus every list the page shows, in one answer. */
export async function getHomepageV2(db: Executor): Promise<HomepageV2> {
  const [parts, homepage] = await Promise.all([homepageParts(db), getHomepageSettings(db)]);
  return homepageOf({ ...parts, homepage });
}

/** What of the home page in a language is shown in English (its translation is out of date or missing). */
export interface HomepageInEnglish {
  /** The stored blocks (the hero's words). */
  blocks: boolean;
  /** Feature tiles and figures, by id. */
  features: string[];
  statistics: string[];
}

/**
 * The v2 home page in `locale`: the stored blocks, tiles and figures translated before their
 * placeholders are filled (a translation keeps "{specialityCount}" as its English does), and the
 * specialities, doctors and services of its lists in the language.
 */
export async function getHomepageIn(db: Executor, locale: Locale): Promise<{ home: HomepageV2; english: HomepageInEnglish }> {
  if (locale === "en") return { home: await getHomepageV2(db), english: { blocks: false, features: [], statistics: [] } };
  const parts = await homepageParts(db);
  const [homepage, features, statistics, specialities, featuredDoctors, featuredServices] = await Promise.all([
    getSettingIn(db, "homepage", locale),
    localizeFeatures(db, locale, parts.features),
    localizeStatistics(db, locale, parts.statistics),
    localizeSpecialities(db, locale, parts.specialities),
    localizeDoctors(db, locale, parts.featuredDoctors),
    localizeServicesV2(db, locale, parts.featuredServices),
  ]);
  return {
    home: homepageOf({ counts: parts.counts, homepage: homepage.value, features: features.value, statistics: statistics.value, specialities, featuredDoctors, featuredServices }),
    english: { blocks: inEnglish(homepage), features: features.english, statistics: statistics.english },
  };
}

/** The home page in a language, cached per language under the same tags: a change in the console renews every language. */
export const getHomepageInCached = cachedRead(withDb(getHomepageIn), "homepage-v2-in", [TAGS.home, TAGS.specialities, TAGS.doctors, TAGS.services]);
