import "server-only";
import type { Metadata } from "next";
import type { ArticleDetail } from "@/lib/contracts/content";
import { resolveImageUrl } from "@/lib/images/image-url";
import type { SiteFacts } from "@/lib/structured-data";
import { getSiteInfo } from "./site";
import { getContactSettingsCached } from "./settings";

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
