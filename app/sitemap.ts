import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getSiteInfo } from "@/lib/server/site";
import { listSitemapEntriesCached } from "@/lib/server/sitemap";
import { absoluteUrl, ROUTES } from "@/lib/routes";

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

// /sitemap.xml – every public address, absolute, with the time its record last changed.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, never at build time: the build must not open the database, and SITE_URL
  // is read at run time. The entries themselves are cached for 300 s.
  await connection();
  const { url } = getSiteInfo();
  const entries = await listSitemapEntriesCached();
  return [
    ...STATIC_PATHS.map((path) => ({ url: absoluteUrl(url, path) })),
    ...entries.map((entry) => ({ url: absoluteUrl(url, entry.path), lastModified: entry.lastModified })),
  ];
}
