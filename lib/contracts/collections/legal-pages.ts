import { TAGS } from "@/lib/cache-tags";
import { ROUTES } from "@/lib/routes";
import type { CollectionSpec } from "./spec";

// Terms of use and Privacy notice, two collections of the console: kept as the site settings
// "terms" and "privacy" (lib/server/settings/keys.ts).

/** Terms and Privacy: a title, a date and the text. */
const legalPage = (label: string, description: string, publicHref: () => string) =>
  ({
    label,
    singular: label.toLowerCase(),
    kind: "setting",
    description,
    tags: [TAGS.pages],
    publicHref,
    fields: [
      { kind: "text", name: "title", label: "Title", max: 120, translatable: true },
      { kind: "date", name: "lastUpdated", label: "Last updated" },
      { kind: "richtext", name: "bodyHtml", label: "Text", max: 200_000, translatable: true },
    ],
  }) as const satisfies CollectionSpec;

export const termsCollection = legalPage("Terms of use", "The terms page.", () => ROUTES.terms);
export const privacyCollection = legalPage("Privacy notice", "The privacy page: what is collected, why, and how long it is kept.", () => ROUTES.privacy);
