// The hospital's contact details (site setting "contact"): the one place its postal address,
// phone and e-mail are kept. The footer shows them and the structured data (JSON-LD) states
// them, so the two cannot disagree.
import type { CollectionValues } from "./collections";

/** The contact details as their declaration in lib/contracts/collections gives them. */
export type ContactSettings = CollectionValues<"contact">;
export type PostalAddress = ContactSettings["address"];

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
