import { TAGS } from "@/lib/cache-tags";
import type { CollectionSpec } from "./spec";

// Contact details, a collection of the console. Kept as the site setting "contact"
// (lib/server/settings/keys.ts).

export const contactCollection = {
  label: "Contact details",
  singular: "contact details",
  kind: "setting",
  description: "The postal address, phone and e-mail shown in the footer, on the contact page and to search engines.",
  tags: [TAGS.contact, TAGS.footer, TAGS.pages],
  fields: [
    {
      kind: "group",
      name: "address",
      label: "Postal address",
      fields: [
        { kind: "text", name: "streetAddress", label: "Street", max: 200 },
        { kind: "text", name: "addressLocality", label: "Town or city", max: 80 },
        { kind: "text", name: "addressRegion", label: "State", max: 80, optional: true },
        { kind: "text", name: "postalCode", label: "PIN code", max: 12, optional: true },
        { kind: "text", name: "addressCountry", label: "Country code", max: 2, format: "country", help: "Two letters, such as IN." },
      ],
    },
    { kind: "text", name: "phone", label: "Front desk phone", max: 40 },
    { kind: "text", name: "email", label: "E-mail", max: 120, format: "email" },
  ],
} as const satisfies CollectionSpec;
