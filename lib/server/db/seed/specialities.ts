import "server-only";
import { z } from "zod";
import { readJson, slug, text, uniqueBy } from "./content";

/**
 * The demo hospital's departments, in display order (content/specialities/specialities.json).
 * Three entries exercise SPEC.md's fallbacks on purpose: Sleep Medicine has no slug (its page
 * is addressed by id), Rheumatology has no overview (the hero line is shown), and Radiology &
 * Imaging has neither description (the default sentence is shown).
 */
export const SPECIALITIES_SEED = readJson(
  "specialities/specialities.json",
  z
    .array(
      z.strictObject({
        name: text,
        slug: slug.nullable(),
        /** "/images/specialities/<slug>.svg". */
        thumbnailImage: text.nullable(),
        overviewDescription: text.nullable(),
        heroDescription: text.nullable(),
      }),
    )
    .superRefine(uniqueBy((s) => s.name.toLowerCase(), "name")),
);
