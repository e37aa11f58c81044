import "server-only";
import type { Metadata, Viewport } from "next";
import { LOCALE_FACTS, LOCALES, type Locale } from "@/lib/i18n/locales";
import { localePath, versionsOf } from "@/lib/i18n/paths";
import type { ArticleDetail } from "@/lib/contracts/content";
import { resolveImageUrl } from "@/lib/images/image-url";
import type { SiteFacts } from "@/lib/structured-data";
import { getSiteInfo } from "./site";
import { getContactSettingsCached } from "./settings";
import { wordsOf } from "@/lib/i18n/words";

export const SITE_VIEWPORT: Viewport = {
  themeColor: "#0b6378",
  width: "device-width",
  initialScale: 1,
};

/** What every page of a language starts from: the title template, the site's description, icons. */
export async function rootMetadata(locale: Locale): Promise<Metadata> {
  const site = getSiteInfo();
  const t = await wordsOf(locale, "common");
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: t("siteDescription", { name: site.name }),
    applicationName: site.name,
    icons: { icon: "/images/logo.svg" },
    openGraph: { siteName: site.name, type: "website", locale: LOCALE_FACTS[locale].og },
    formatDetection: { telephone: false },
  };
}

/**
 * The hreflang alternates of a page (its English address): each language it exists in, and
 * English as x-default, for the head and the sitemap alike. Empty for a page in English only.
 */
export function languageAlternates(path: string): Record<string, string> {
  const versions = versionsOf(path);
  const languages = LOCALES.filter((locale) => versions[locale]);
  if (languages.length < 2) return {};
  return { ...Object.fromEntries(languages.map((locale) => [LOCALE_FACTS[locale].tag, versions[locale]!])), "x-default": versions.en! };
}

/**
 * Title, description, canonical URL, language alternates and Open Graph tags (with the site's
 * name) of one page; `path` is its English address, `locale` the language of this version.
 */
export function pageMetadata({ title, description, path, locale = "en" }: { title: string; description: string; path: string; locale?: Locale }): Metadata {
  const url = localePath(locale, path);
  const languages = languageAlternates(path);
  return {
    title,
    description,
    alternates: { canonical: url, ...(Object.keys(languages).length ? { languages } : {}) },
    openGraph: { title, description, url, type: "website", siteName: getSiteInfo().name, locale: LOCALE_FACTS[locale].og },
  };
}

/** The facts every editorial JSON-LD node names: the site, the hospital, its logo and address. */
export async function siteFacts(): Promise<SiteFacts> {
  const site = getSiteInfo();
  const contact = await getContactSettingsCached();
  return { siteUrl: site.url, hospitalName: site.name, logoPath: "/images/logo.svg", address: contact.address, timeZone: site.timeZone };
}

/** An article's title, description, canonical and Open Graph article tags. */
export function articlePageMetadata(article: ArticleDetail, path: string): Metadata {
  const metadata = pageMetadata({ title: article.title, description: article.excerpt, path });
  const image = resolveImageUrl(article.coverImage);
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      ...(article.publishedAt ? { publishedTime: article.publishedAt } : {}),
      modifiedTime: article.updatedAt,
      authors: [article.doctor?.role === "author" ? article.doctor.fullName : article.author],
      section: article.category,
      tags: article.tags,
      ...(image ? { images: [{ url: image, width: 1200, height: 630, alt: "" }] } : {}),
    },
  };
}
