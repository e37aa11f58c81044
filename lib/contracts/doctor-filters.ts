import { z } from "zod";
import { blankToUndefined, safeText } from "@/lib/contracts/common";

// The doctor list and search filters, shared by the route handlers, the pages that read
// search params, and any client form that wants to validate before it sends.

export const DOCTOR_GENDERS = ["male", "female"] as const;

/** Languages doctors consult in; a filter value is matched case-insensitively to one of these. */
export const DOCTOR_LANGUAGES = [
  "English",
  "Hindi",
  "Marathi",
  "Gujarati",
  "Konkani",
  "Kannada",
  "Tamil",
  "Telugu",
  "Malayalam",
  "Bengali",
  "Punjabi",
  "Urdu",
  "Odia",
  "Sindhi",
] as const;

export type DoctorLanguage = (typeof DOCTOR_LANGUAGES)[number];

/** SPEC.md section 9: the doctor list asks for 100 doctors, page 1, by default. */
export const DOCTOR_PAGE_DEFAULTS = { limit: 100, page: 1 } as const;
export const DOCTOR_PAGE_MAX_LIMIT = 100;
export const DOCTOR_MAX_PAGE = 10_000;
export const DOCTOR_NAME_MAX = 100;

const LANGUAGE_BY_KEY = new Map<string, DoctorLanguage>(DOCTOR_LANGUAGES.map((l) => [l.toLowerCase(), l]));

/** The canonical language a filter value names ("hindi " → "Hindi"); undefined when none. */
export const findDoctorLanguage = (value: string): DoctorLanguage | undefined => LANGUAGE_BY_KEY.get(value.trim().toLowerCase());

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

export const doctorFiltersSchema = z.object({
  /** Free text matched against the doctor's name; a leading "Dr." is ignored. */
  name: z.preprocess(blankToUndefined, safeText({ max: DOCTOR_NAME_MAX }).optional()),
  /** A speciality's url slug, its id, or its exact name (case-insensitive). */
  speciality: z.preprocess(blankToUndefined, safeText({ max: 120, typeError: "must be a speciality url slug or id" }).optional()),
  gender: z.preprocess(
    blankToUndefined,
    z
      .string({ error: "must be male or female" })
      .trim()
      .toLowerCase()
      .pipe(z.enum(DOCTOR_GENDERS, { error: "must be male or female" }))
      .optional(),
  ),
  language: z.preprocess(
    blankToUndefined,
    safeText({ max: 40, typeError: "must be a language name" })
      .transform((value, ctx) => {
        const language = findDoctorLanguage(value);
        if (!language) {
          ctx.addIssue({ code: "custom", message: `must be one of ${DOCTOR_LANGUAGES.join(", ")}` });
          return z.NEVER;
        }
        return language;
      })
      .optional(),
  ),
  minExperience: z.preprocess(blankToUndefined, wholeNumber(0, 70).optional()),
  limit: wholeNumber(1, DOCTOR_PAGE_MAX_LIMIT).default(DOCTOR_PAGE_DEFAULTS.limit),
  page: wholeNumber(1, DOCTOR_MAX_PAGE).default(DOCTOR_PAGE_DEFAULTS.page),
});

/** Validated filters, defaults applied. What a caller may send is `DoctorSearchRequest` (lib/contracts/doctors.ts). */
export type DoctorFilters = z.output<typeof doctorFiltersSchema>;
