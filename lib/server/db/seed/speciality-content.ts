import "server-only";
import { z } from "zod";
import { readJson, text } from "./content";

/**
 * What each speciality page lists (content/specialities/content.json), keyed by speciality
 * name: conditions treated, procedures offered, questions and answers.
 */
export const SPECIALITY_CONTENT_SEED = readJson(
  "specialities/content.json",
  z.record(
    text,
    z.strictObject({
      conditions: z.array(text),
      procedures: z.array(text),
      faqs: z.array(z.strictObject({ q: text, a: text })),
    }),
  ),
);
