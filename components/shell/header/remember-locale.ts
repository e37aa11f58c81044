import { LOCALE_COOKIE, isLocale, type Locale } from "@/lib/i18n/locales";

/** A year: the visitor's choice of language outlasts a visit. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's language in a cookie the browser alone reads (no page varies by it). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The language the visitor chose before, if any. */
export function rememberedLocale(): Locale | null {
  const value = document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(value) ? value : null;
}
