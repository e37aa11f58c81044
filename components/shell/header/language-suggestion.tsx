"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { DEFAULT_LOCALE, LOCALE_FACTS, LOCALES, type Locale } from "@/lib/i18n/locales";
import { localeOfPath, versionsOf } from "@/lib/i18n/paths";
import { rememberedLocale, rememberLocale } from "./remember-locale";
import styles from "./site-header.module.scss";

export interface SuggestionWords {
  /** By language: "This page is also in {language}." in that language. */
  text: Record<Locale, string>;
  link: Record<Locale, string>;
  dismiss: Record<Locale, string>;
}

/**
 * The language a visitor would rather read this page in: the one they chose before; else, on an
 * English page, their browser's first of ours (one who opened a Marathi or Hindi page chose it).
 */
function preferred(current: Locale, offered: readonly Locale[]): Locale | null {
  const chosen = rememberedLocale();
  if (chosen) return chosen !== current && offered.includes(chosen) ? chosen : null;
  if (current !== DEFAULT_LOCALE) return null;
  for (const tag of navigator.languages ?? []) {
    const language = tag.toLowerCase().split("-")[0];
    const match = LOCALES.find((locale) => locale === language);
    if (match) return match !== current && offered.includes(match) ? match : null;
  }
  return null;
}

/**
 * A suggestion to read the page in the visitor's language, worked out in the browser (cached
 * pages are one answer per address: the server never redirects by Accept-Language). Floating,
 * so it moves nothing on the page; dismissing it remembers this page's language as the choice.
 */
export function LanguageSuggestion({ words }: { words: SuggestionWords }) {
  const pathname = usePathname() ?? "/";
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(() => {
    const versions = versionsOf(pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the cookie and the browser's languages exist only after the page has loaded
    setSuggested(preferred(localeOfPath(pathname), LOCALES.filter((locale) => versions[locale])));
  }, [pathname]);
  if (!suggested) return null;
  const versions = versionsOf(pathname);
  const name = LOCALE_FACTS[suggested].name;
  return (
    <aside className={styles.suggestion} lang={LOCALE_FACTS[suggested].tag} aria-label={LOCALE_FACTS[suggested].name}>
      <p className={styles.suggestionText}>{words.text[suggested].replace("{language}", name)}</p>
      <a
        className={styles.suggestionLink}
        href={versions[suggested]}
        hrefLang={LOCALE_FACTS[suggested].tag}
        onClick={(event) => {
          rememberLocale(suggested);
          event.currentTarget.href = `${versions[suggested]}${window.location.search}${window.location.hash}`;
        }}
      >
        {words.link[suggested].replace("{language}", name)}
      </a>
      <button
        type="button"
        className={styles.suggestionDismiss}
        onClick={() => {
          rememberLocale(localeOfPath(pathname));
          setSuggested(null);
        }}
      >
        {words.dismiss[suggested]}
      </button>
    </aside>
  );
}
