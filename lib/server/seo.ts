import "server-only";
import type { Metadata } from "next";
import { getSiteInfo } from "./site";

/** Open Graph fields every page shares (a page's `openGraph` replaces the layout's whole). */
export const OG_LOCALE = "en_IN";

/** Title, description, canonical URL and Open Graph tags (with the site's name) of one page. */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title, description, url: path, type: "website", siteName: getSiteInfo().name, locale: OG_LOCALE },
  };
}
