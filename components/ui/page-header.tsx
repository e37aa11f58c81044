import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/structured-data";
import styles from "./page-header.module.scss";
import { ROUTES } from "@/lib/routes";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import { wordsOf } from "@/lib/i18n/words";

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The heading band of an inner page: breadcrumbs (visible, and as BreadcrumbList JSON-LD),
 * the page's h1, a lead sentence and, where the page has one, its call to action (`children`),
 * so that it is on the first screen at every width. Paths are English addresses; the page's
 * language (`locale`) gives their version in it, and the page's WebPage node says which it is.
 */
export async function PageHeader({
  title,
  lead,
  crumbs = [],
  siteUrl,
  path,
  locale = "en",
  english = [],
  children,
}: {
  title: string;
  lead?: string;
  crumbs?: Crumb[];
  /** The site's public origin, for absolute URLs in the structured data. */
  siteUrl: string;
  /** This page's path (its English address). */
  path: string;
  locale?: Locale;
  /** The title or lead shown in English on a page in another language (a translation out of date): marked as English. */
  english?: readonly ("title" | "lead")[];
  children?: ReactNode;
}) {
  const t = await wordsOf(locale, "common");
  const trail: Crumb[] = [{ label: t("home"), href: ROUTES.home }, ...crumbs, { label: title }];
  const at = (href: string | undefined) => (href === undefined ? undefined : localePath(locale, href));
  const langOf = (part: "title" | "lead") => (english.includes(part) ? LOCALE_FACTS.en.tag : undefined);
  return (
    <header className={styles.band}>
      <JsonLd data={breadcrumbJsonLd(siteUrl, trail.map((crumb) => ({ ...crumb, href: at(crumb.href) })), at(path))} />
      <JsonLd data={webPageJsonLd(siteUrl, localePath(locale, path), title, LOCALE_FACTS[locale].tag)} />
      <div className={styles.inner}>
        <nav aria-label={t("breadcrumb")}>
          <ol className={styles.crumbs}>
            {trail.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.href && index < trail.length - 1 ? (
                  <Link href={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page" lang={index === trail.length - 1 ? langOf("title") : undefined}>
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className={styles.title} lang={langOf("title")}>
          {title}
        </h1>
        {lead ? (
          <p className={styles.lead} lang={langOf("lead")}>
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
