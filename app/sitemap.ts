import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getSiteInfo } from "@/lib/server/site";
import { listSitemapEntriesCached } from "@/lib/server/sitemap";
import { absoluteUrl, ROUTES } from "@/lib/routes";
import { LOCALES } from "@/lib/i18n/locales";
import { versionsOf } from "@/lib/i18n/paths";
import { languageAlternates } from "@/lib/server/seo";

// Public pages without a record of their own. Not /home (the same page as /), nor short
// links, payment steps or phone verification (robots.ts keeps crawlers out of those).
const STATIC_PATHS = [
  ROUTES.home,
  ROUTES.doctorList,
  ROUTES.specialityList,
  ROUTES.servicesV1,
  ROUTES.servicesV2,
  ROUTES.patients,
  ROUTES.news,
  ROUTES.gallery,
  ROUTES.blogList,
  ROUTES.about,
  ROUTES.contactUs,
  ROUTES.appointment,
  ROUTES.career,
  ROUTES.terms,
  ROUTES.privacy,
];

/**
 * A page's entries: one per language it exists in (English first), each naming all of them
 * (hreflang alternates with x-default, as the pages' heads do).
 */
function versionsEntries(site: string, path: string, lastModified?: string): MetadataRoute.Sitemap {
  const versions = versionsOf(path);
  const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([tag, at]) => [tag, absoluteUrl(site, at)]));
  const alternates = Object.keys(languages).length ? { alternates: { languages } } : {};
  return LOCALES.flatMap((locale) => {
    const at = versions[locale];
    return at ? [{ url: absoluteUrl(site, at), ...(lastModified ? { lastModified } : {}), ...alternates }] : [];
  });
}

// /sitemap.xml – every public address in every language, absolute, with the time its record last changed.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, never at build time: the build must not open the database, and SITE_URL
  // is read at run time. The entries themselves are cached for 300 s.
  await connection();
  const { url } = getSiteInfo();
  const entries = await listSitemapEntriesCached();
  return [...STATIC_PATHS.flatMap((path) => versionsEntries(url, path)), ...entries.flatMap((entry) => versionsEntries(url, entry.path, entry.lastModified))];
}
