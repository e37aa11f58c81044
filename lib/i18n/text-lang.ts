import { LOCALE_FACTS, type Locale } from "./locales";

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

/**
 * The `lang` a piece of text needs on a page in `locale`: English ("en-IN") when a Marathi or
 * Hindi page shows it in English (a record whose translation is out of date or missing, a name
 * kept in English), else nothing (it is in the page's language). Judged by its letters: text in
 * these languages is written in Devanagari, English in Latin letters; abbreviations inside
 * Devanagari text (MRI, TMT) stay the page's.
 */
export function langOfText(text: string | null | undefined, locale: Locale): string | undefined {
  if (locale === "en" || !text) return undefined;
  return LATIN_WORD.test(text) && !DEVANAGARI.test(text) ? LOCALE_FACTS.en.tag : undefined;
}
