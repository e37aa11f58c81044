import { PageHeader } from "@/components/ui/page-header";
import { Prose } from "@/components/content/article-card";
import { OutOfDateNotice } from "@/components/ui/out-of-date-notice";
import { ROUTES } from "@/lib/routes";
import { formatDate } from "@/lib/format/date";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { getLegalPageInCached } from "@/lib/server/content/pages";
import { wordsOf } from "@/lib/i18n/words";
import type { LocalizedPage } from "@/lib/server/localized-page";
import { pageMetadata } from "@/lib/server/seo";
import { getSiteInfo } from "@/lib/server/site";
import { inEnglish } from "@/lib/server/translations/settings";
import container from "@/components/ui/container.module.scss";
import styles from "@/components/content/content.module.scss";

// The terms and the privacy notice are one page, told apart by which text it shows: each route
// file (/Terms, /Privacy, and theirs in each language) only names it. Their texts are settings
// the console edits, each with its translations.

const PATHS = { terms: ROUTES.terms, privacy: ROUTES.privacy } as const;

/**
 * The day a text was last changed ("YYYY-MM-DD", a calendar day): in English as every date of
 * the site ("March 5, 2026"), in another language with its month names and Western digits.
 */
function lastUpdated(locale: Locale, day: string, timeZone: string): string {
  if (locale === "en") return formatDate(`${day}T12:00:00Z`, timeZone);
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return formatDate(day, timeZone);
  return new Intl.DateTimeFormat(`${LOCALE_FACTS[locale].tag}-u-nu-latn`, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

function legalPage(which: keyof typeof PATHS): LocalizedPage<object> {
  const path = PATHS[which];
  return {
    async metadata(locale) {
      const [t, page] = await Promise.all([wordsOf(locale, "pages"), getLegalPageInCached(which, locale)]);
      return pageMetadata({ title: page.value.title, description: t(`legal.${which}.description`), path, locale });
    },

    async render(locale) {
      const site = getSiteInfo();
      const [t, localized] = await Promise.all([wordsOf(locale, "pages"), getLegalPageInCached(which, locale)]);
      const page = localized.value;
      // The whole text in English while its translation is out of date.
      const english = inEnglish(localized);
      return (
        <>
          <PageHeader siteUrl={site.url} path={path} locale={locale} title={page.title} english={english ? ["title"] : []} />
          <div className={`${container.container} ${styles.narrow}`}>
            <OutOfDateNotice locale={locale} shown={english} />
            <p className={styles.updated}>{t("legal.updated", { date: lastUpdated(locale, page.lastUpdated, site.timeZone) })}</p>
            {english ? (
              <div lang={LOCALE_FACTS.en.tag}>
                <Prose html={page.bodyHtml} />
              </div>
            ) : (
              <Prose html={page.bodyHtml} />
            )}
          </div>
        </>
      );
    },
  };
}

/** /Terms, in each language. */
export const termsPage = legalPage("terms");
/** /Privacy, in each language. */
export const privacyPage = legalPage("privacy");
