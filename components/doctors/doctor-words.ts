import { DOCTOR_LANGUAGES, type DoctorLanguage } from "@/lib/contracts/doctor-filters";
import type { Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";

/** The doctors' words (lib/i18n/messages/<locale>/doctors.json) in one page's language. */
export type DoctorWords = Awaited<ReturnType<typeof wordsOf<"doctors">>>;

/** The doctors' words in `locale`. */
export const doctorWords = (locale: Locale): Promise<DoctorWords> => wordsOf(locale, "doctors");

const isDoctorLanguage = (name: string): name is DoctorLanguage => (DOCTOR_LANGUAGES as readonly string[]).includes(name);

/**
 * The languages a doctor consults in, named in the page's language: "English, Hindi, Marathi".
 * A name the site does not know (not one of DOCTOR_LANGUAGES) is shown as it is stored.
 */
export const spokenLanguagesText = (t: DoctorWords, languages: readonly string[]): string =>
  languages.map((name) => (isDoctorLanguage(name) ? t(`spokenLanguages.${name}`) : name)).join(", ");
