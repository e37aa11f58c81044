// The site's languages, declared once: English at SPEC's unprefixed addresses, Marathi and
// Hindi under /mr and /hi. Everything else (the route prefix, <html lang>, hreflang, the Open
// Graph locale, which translations the database keeps) derives from this list.

export const LOCALES = ["en", "mr", "hi"] as const;
export type Locale = (typeof LOCALES)[number];

/** English: SPEC's addresses, the language every record is written in first. */
export const DEFAULT_LOCALE = "en" satisfies Locale;

/** The languages a record's translations are kept in (the console edits them beside the English). */
export const TRANSLATED_LOCALES = ["mr", "hi"] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

interface LocaleFacts {
  /** BCP 47 tag of <html lang> and hreflang. */
  tag: string;
  /** Open Graph's locale. */
  og: string;
  /** The language's own name, as the switcher shows it. */
  name: string;
  /** Its name in English, as the console (which is in English) names it. */
  english: string;
}

export const LOCALE_FACTS: Record<Locale, LocaleFacts> = {
  en: { tag: "en-IN", og: "en_IN", name: "English", english: "English" },
  mr: { tag: "mr-IN", og: "mr_IN", name: "मराठी", english: "Marathi" },
  hi: { tag: "hi-IN", og: "hi_IN", name: "हिंदी", english: "Hindi" },
};

/** The cookie that remembers a visitor's choice of language (read only by the browser's suggestion). */
export const LOCALE_COOKIE = "site_lang";

/**
 * The Intl locale of a language: its tag with Western digits (Marathi's default is Devanagari
 * digits; phone numbers, prices and times keep Western digits, as Indian hospital sites do).
 */
export const intlLocale = (locale: Locale): string => `${LOCALE_FACTS[locale].tag}-u-nu-latn`;
