import "server-only";
import { z } from "zod";
import { readJson, readText, slug, text, uniqueBy } from "./content";

/** A job opening's fields (its description is content/careers/<slug>.html). */
const jobOpeningListSchema = z
  .array(
    z.strictObject({
      slug,
      title: text,
      /** "Nursing", "Emergency Medicine", "Radiology & Imaging", "Administration", ... */
      department: text,
      /** "Baner, Pune" (the main campus) or "Wakad Clinic, Pune". */
      location: text,
      employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]),
      /** "2–4 years in a tertiary-care ICU". */
      experience: text,
      /** Yearly pay in rupees, when the hospital states it. */
      salary: z.strictObject({ min: z.int().positive(), max: z.int().positive() }).optional(),
      postedDaysAgo: z.int(),
      /** Days after the seed day applications close; negative: already closed (readable, no longer open). */
      closesInDays: z.int(),
    }),
  )
  .superRefine(uniqueBy((j) => j.slug, "slug"));

/**
 * The demo job openings (content/careers), each with its description: rich HTML as an
 * article's body (the role, responsibilities, requirements, what the hospital offers).
 */
export const JOB_OPENINGS_SEED = readJson("careers/index.json", jobOpeningListSchema).map((j) => ({
  ...j,
  descriptionHtml: readText(`careers/${j.slug}.html`),
}));
