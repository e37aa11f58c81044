import "server-only";
import { z } from "zod";
import { readJson, text } from "./content";

const testimonialListSchema = z.array(
  z.strictObject({
    /** As the patient agreed to be named: "Ramesh Kulkarni", "Ramesh K." or "R. K." */
    name: text,
    /** The town they came from ("Wakad, Pune"). */
    location: text,
    /** 2 to 5 sentences, in the patient's own plain words; no promises of cures. */
    text,
    /** A speciality's name. */
    speciality: text,
    rating: z.int().min(1).max(5),
    /** A video of the patient (a https URL); none in the demo, since no real video exists. */
    videoUrl: z.url({ protocol: /^https$/ }).optional(),
  }),
);

/** The demo testimonials (content/testimonials.json), in display order. */
export const TESTIMONIALS_SEED = readJson("testimonials.json", testimonialListSchema);
