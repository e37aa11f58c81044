// schema.org JSON-LD builders (pure): the pieces every builder shares. Pages render them with
// <JsonLd>; URLs are absolute. Facts about the hospital (its address) come in as arguments:
// the server reads the same settings the page shows and passes them here.
import { hasPostalAddress, type PostalAddress } from "@/lib/contracts/contact";
import { WEEK_DAYS } from "@/lib/contracts/week";
import { absoluteUrl, ROUTES } from "@/lib/routes";

export type JsonLdObject = { "@context"?: "https://schema.org"; "@type": string | string[]; [key: string]: unknown };

export const SCHEMA = "https://schema.org/";

export const unique = <T>(values: T[]) => [...new Set(values)];

/** Open every day, all day: schema.org's recommended wording of 24x7 opening hours. */
export const OPEN_24X7: JsonLdObject = {
  "@type": "OpeningHoursSpecification",
  dayOfWeek: WEEK_DAYS.map((day) => `${SCHEMA}${day}`),
  opens: "00:00",
  closes: "23:59",
};

/** A PostalAddress node, or nothing when the contact setting holds no address. */
export function postalAddressJsonLd(address: PostalAddress | null | undefined): { address: JsonLdObject } | Record<string, never> {
  if (!address || !hasPostalAddress(address)) return {};
  const fields = Object.fromEntries(Object.entries(address).filter(([, value]) => value !== ""));
  return { address: { "@type": "PostalAddress", ...fields } };
}

/** The hospital node's @id: other pages refer to the same hospital by it. */
export const hospitalId = (siteUrl: string) => `${absoluteUrl(siteUrl, ROUTES.home)}#hospital`;

/**
 * A short reference to the hospital for other nodes: its @id names the full node (with the
 * address and hours) that the home page carries.
 */
export function hospitalRefJsonLd(siteUrl: string, name: string): JsonLdObject {
  return { "@type": "Hospital", "@id": hospitalId(siteUrl), name, url: absoluteUrl(siteUrl, ROUTES.home) };
}
