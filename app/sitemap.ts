import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { getSiteInfo } from "@/lib/server/site";
import { listSitemapEntriesCached } from "@/lib/server/sitemap";
import { absoluteUrl } from "@/lib/structured-data";

// Public pages without a record of their own. Not /home (the same page as /), nor short
// links, payment steps or phone verification (robots.ts keeps crawlers out of those).
const STATIC_PATHS = [
  "/",
  "/doctorList",
  "/specialityList",
  "/services",
  "/services-v2",
  "/patients",
  "/news",
  "/gallery",
  "/bloglist",
  "/about",
  "/contactUs",
  "/appointment",
  "/career",
  "/Terms",
  "/Privacy",
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
