import { TAGS } from "@/lib/cache-tags";
import { ROUTES } from "@/lib/routes";
import type { CollectionSpec } from "./spec";

// About page, a collection of the console. Kept as the site setting "about"
// (lib/server/settings/keys.ts).

export const aboutCollection = {
  label: "About page",
  singular: "about page",
  kind: "setting",
  description: "Mission, values, history, leadership and accreditations.",
  tags: [TAGS.pages],
  publicHref: () => ROUTES.about,
  fields: [
    { kind: "textarea", name: "mission", label: "Mission", max: 1000, rows: 3, translatable: true },
    { kind: "textarea", name: "vision", label: "Vision", max: 1000, rows: 3, translatable: true },
    { kind: "array", name: "values", label: "Values", itemLabel: "Value", maxItems: 12, fields: [{ kind: "text", name: "title", label: "Value", max: 80, translatable: true }, { kind: "textarea", name: "text", label: "Text", max: 500, rows: 2, translatable: true }] },
    {
      kind: "array",
      name: "history",
      label: "History",
      itemLabel: "Milestone",
      maxItems: 40,
      fields: [
        { kind: "number", name: "year", label: "Year", min: 1800, max: 2200 },
        { kind: "text", name: "title", label: "Title", max: 120, translatable: true },
        { kind: "textarea", name: "text", label: "Text", max: 800, rows: 2, translatable: true },
      ],
    },
    {
      kind: "array",
      name: "leadership",
      label: "Leadership",
      itemLabel: "Person",
      maxItems: 24,
      fields: [
        { kind: "text", name: "name", label: "Name", max: 100, translatable: true },
        { kind: "text", name: "role", label: "Role", max: 120, translatable: true },
        { kind: "textarea", name: "bio", label: "About them", max: 1000, rows: 3, translatable: true },
        { kind: "text", name: "doctorUsername", label: "Their doctor profile's slug", max: 100, format: "slug", optional: true },
      ],
    },
    {
      kind: "array",
      name: "accreditations",
      label: "Accreditations",
      itemLabel: "Accreditation",
      maxItems: 20,
      fields: [
        { kind: "text", name: "name", label: "Name", max: 120, translatable: true },
        { kind: "text", name: "body", label: "Awarded by", max: 160, translatable: true },
        { kind: "number", name: "since", label: "Since (year)", min: 1800, max: 2200 },
        { kind: "textarea", name: "text", label: "Text", max: 600, rows: 2, translatable: true },
      ],
    },
    { kind: "array", name: "facts", label: "Facts", itemLabel: "Fact", maxItems: 12, fields: [{ kind: "text", name: "value", label: "Figure", max: 20 }, { kind: "text", name: "label", label: "Label", max: 80, translatable: true }] },
  ],
} as const satisfies CollectionSpec;
