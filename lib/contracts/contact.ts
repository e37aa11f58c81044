// The hospital's contact details (site setting "contact"): the one place its postal address,
// phone and e-mail are kept. The footer shows them and the structured data (JSON-LD) states
// them, so the two cannot disagree.
import { z } from "zod";

const postalAddressSchema = z.object({
  streetAddress: z.string().trim(),
  addressLocality: z.string().trim(),
  addressRegion: z.string().trim(),
  postalCode: z.string().trim(),
  /** ISO 3166-1 alpha-2 ("IN"). */
  addressCountry: z.string().trim().toUpperCase().regex(/^([A-Z]{2})?$/, "must be a two-letter country code"),
});

export const contactSettingsSchema = z.object({
  address: postalAddressSchema,
  /** The front desk, as visitors dial it ("+91 20 6720 2000"); the 24x7 emergency line is a setting of its own. */
  phone: z.string().trim(),
  email: z.string().trim(),
});

export type PostalAddress = z.output<typeof postalAddressSchema>;
export type ContactSettings = z.output<typeof contactSettingsSchema>;

/** Nothing known: the footer then shows its own contact entries and the JSON-LD no address. */
export const DEFAULT_CONTACT: ContactSettings = {
  address: { streetAddress: "", addressLocality: "", addressRegion: "", postalCode: "", addressCountry: "" },
  phone: "",
  email: "",
};

/** True when the address says where the hospital is (a street and a town at least). */
export const hasPostalAddress = (a: PostalAddress) => a.streetAddress !== "" && a.addressLocality !== "";

/** The address as visitors read it: "14 Riverside Road, Baner\nPune, Maharashtra 411045". */
export function postalAddressText(a: PostalAddress): string {
  const region = [a.addressRegion, a.postalCode].filter(Boolean).join(" ");
  const town = [a.addressLocality, region].filter(Boolean).join(", ");
  return [a.streetAddress, town].filter(Boolean).join("\n");
}
