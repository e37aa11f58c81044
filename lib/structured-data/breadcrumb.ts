// schema.org BreadcrumbList and ItemList (pure).
import { absoluteUrl } from "@/lib/routes";
import type { JsonLdObject } from "./core";

export interface BreadcrumbStep {
  label: string;
  /** Site path; the last step (the current page) may omit it. */
  href?: string;
}

export function breadcrumbJsonLd(siteUrl: string, steps: BreadcrumbStep[], currentPath?: string): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => {
      const href = step.href ?? (index === steps.length - 1 ? currentPath : undefined);
      return {
        "@type": "ListItem",
        position: index + 1,
        name: step.label,
        ...(href ? { item: absoluteUrl(siteUrl, href) } : {}),
      };
    }),
  };
}

export interface LinkedName {
  name: string;
  path: string;
}

/** An ItemList of links (list pages): each entry is a ListItem with its absolute URL. */
export function linkedItemListJsonLd(siteUrl: string, name: string, items: LinkedName[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** The page itself: its address, name and language (`inLanguage`, a BCP 47 tag such as "mr-IN"). */
export function webPageJsonLd(siteUrl: string, path: string, name: string, inLanguage: string): JsonLdObject {
  const url = absoluteUrl(siteUrl, path);
  return { "@context": "https://schema.org", "@type": "WebPage", "@id": url, url, name, inLanguage };
}
