// Where each page is in each language. Pure (both sides): lib/routes.ts builds every English
// address; a translated page is the same address under its language's prefix ("/mr/about").
import { ROUTE_PREFIXES, ROUTES } from "../routes";
import { DEFAULT_LOCALE, LOCALES, TRANSLATED_LOCALES, type Locale } from "./locales";

/**
 * The pages that exist in every translated language, as English addresses: a fixed page, or
 * every page under a prefix. app/mr and app/hi have exactly these (scripts/i18n-routes.ts makes them).
 */
export const TRANSLATED_PAGES: readonly string[] = [ROUTES.home, ROUTES.specialityList, ROUTES.about, ROUTES.contactUs, ROUTES.terms, ROUTES.privacy, ROUTES.servicesV2];
export const TRANSLATED_PREFIXES: readonly string[] = [ROUTE_PREFIXES.speciality, ROUTE_PREFIXES.doctor, ROUTE_PREFIXES.serviceV2];

/** The language an address is in, from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return (TRANSLATED_LOCALES as readonly string[]).includes(first) ? (first as Locale) : DEFAULT_LOCALE;
}

/** The English address of a page in any language: "/mr/about" → "/about", "/mr" → "/". */
export function withoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest;
}

/** Whether an English address (its path, without query) has a page in the translated languages. */
export function isTranslatedPage(path: string): boolean {
  const bare = path.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  return TRANSLATED_PAGES.includes(bare) || TRANSLATED_PREFIXES.some((prefix) => bare.startsWith(`${prefix}/`));
}

/**
 * An English address in `locale`: the same page under the language's prefix when it has one
 * there, else the English page ("/mr" + "/about"; "/careers/x" stays English until translated).
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//") || !isTranslatedPage(path)) return path;
  return path === "/" ? `/${locale}` : /^\/[?#]/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The address of the page at `pathname` in every language it exists in (itself included). */
export function versionsOf(pathname: string): Partial<Record<Locale, string>> {
  const english = withoutLocale(pathname);
  if (!isTranslatedPage(english)) return { [DEFAULT_LOCALE]: english };
  return Object.fromEntries(LOCALES.map((locale) => [locale, localePath(locale, english)]));
}
