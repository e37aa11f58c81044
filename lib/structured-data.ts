/**
 * schema.org JSON-LD builders (pure). Pages render them with <JsonLd>; URLs are absolute.
 */
export type JsonLdObject = { "@context"?: "https://schema.org"; "@type": string | string[]; [key: string]: unknown };

export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? "" : "/"}${path}`;
}

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
