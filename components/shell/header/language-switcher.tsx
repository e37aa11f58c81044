"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent, SyntheticEvent } from "react";
import { LOCALE_FACTS, LOCALES, type Locale } from "@/lib/i18n/locales";
import { localeOfPath, versionsOf } from "@/lib/i18n/paths";
import { rememberLocale } from "./remember-locale";
import styles from "./site-header.module.scss";

/**
 * The languages of the page being read, each a link to the same page in that language (its
 * query and fragment kept, so a booking keeps its step and slot). A page not translated yet
 * names English only. A plain link: each language is its own document (its own <html lang>).
 */
export function LanguageSwitcher({ label }: { label: string }) {
  const pathname = usePathname() ?? "/";
  const current = localeOfPath(pathname);
  const versions = versionsOf(pathname);
  const offered = LOCALES.filter((locale) => versions[locale]);
  if (offered.length < 2) return null;
  // The link takes the page's query and fragment before it is followed, however it is: a click,
  // a middle click or "open in new tab" (pointer down, context menu), or the keyboard (focus).
  const withQuery = (locale: Locale) => (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${versions[locale]}${window.location.search}${window.location.hash}`;
  };
  const follow = (locale: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberLocale(locale);
    withQuery(locale)(event);
  };
  return (
    <nav className={styles.languages} aria-label={label}>
      <ul className={styles.languageList}>
        {offered.map((locale) => (
          <li key={locale}>
            <a
              className={styles.language}
              href={versions[locale]}
              lang={LOCALE_FACTS[locale].tag}
              hrefLang={LOCALE_FACTS[locale].tag}
              aria-current={locale === current ? "page" : undefined}
              onClick={follow(locale)}
              onAuxClick={follow(locale)}
              onPointerDown={withQuery(locale)}
              onContextMenu={withQuery(locale)}
              onFocus={withQuery(locale)}
            >
              {LOCALE_FACTS[locale].name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
