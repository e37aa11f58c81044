import "server-only";
import { z } from "zod";
import { settingSchema } from "@/lib/contracts/collections";
import { HOME_ICON_NAMES, homepageToForm, type Homepage } from "@/lib/contracts/home";
import { readJson, readSetting, slug, text, uniqueBy } from "./content";

// The home page's demo content (content/home). Figures in the copy are placeholders
// ({specialityCount}, {doctorCount}) filled from the data when it is read (lib/copy/counts.ts),
// so no page quotes a number the data contradicts.

/** What the "homepage" setting's value must pass, stored as written (as the form holds it). */
export const HOMEPAGE_SCHEMA = z.preprocess(homepageToForm, settingSchema("homepage"));

/** Stored under site_settings key "homepage"; both home calls read it. */
export const HOMEPAGE_SEED = readSetting<Homepage>("home/homepage.json", HOMEPAGE_SCHEMA);

const icon = z.enum(HOME_ICON_NAMES);

/** The feature tiles, in display order; `key` is each tile's natural key. */
export const FEATURES_SEED = readJson(
  "home/features.json",
  z.array(z.strictObject({ key: slug, title: text, description: text, icon })).superRefine(uniqueBy((f) => f.key, "key")),
);

/**
 * The figures, in display order. "doctors" and "specialities" are counted from the data when
 * read (lib/server/compose/homepage.ts), so their stored value is 0.
 */
export const STATISTICS_SEED = readJson(
  "home/statistics.json",
  z
    .array(z.strictObject({ key: slug, label: text, value: z.int().min(0), suffix: text.nullable(), icon }))
    .superRefine(uniqueBy((s) => s.key, "key")),
);
