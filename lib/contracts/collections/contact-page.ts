import { TAGS } from "@/lib/cache-tags";
import { DIRECTIONS } from "../content";
import { ROUTES } from "@/lib/routes";
import type { CollectionSpec } from "./spec";

// Contact page, a collection of the console. Kept as the site setting "contactPage"
// (lib/server/settings/keys.ts).

export const contactPageCollection = {
  label: "Contact page",
  singular: "contact page",
  kind: "setting",
  description: "Departments, addresses, directions, the map and the contact form's subjects.",
  tags: [TAGS.pages],
  publicHref: () => ROUTES.contactUs,
  fields: [
    {
      kind: "array",
      name: "departments",
      label: "Departments",
      itemLabel: "Department",
      maxItems: 30,
      fields: [
        { kind: "text", name: "name", label: "Name", max: 80, translatable: true },
        { kind: "text", name: "phone", label: "Phone", max: 40 },
        { kind: "text", name: "email", label: "E-mail", max: 120, format: "email" },
        { kind: "text", name: "hours", label: "Hours", max: 120, translatable: true },
        { kind: "text", name: "note", label: "Note", max: 200, optional: true, translatable: true },
      ],
    },
    {
      kind: "array",
      name: "addresses",
      label: "Addresses",
      itemLabel: "Address",
      maxItems: 10,
      fields: [
        { kind: "text", name: "label", label: "Label", max: 80, translatable: true },
        { kind: "textarea", name: "lines", label: "Address", max: 400, rows: 3, translatable: true },
        { kind: "text", name: "phone", label: "Phone", max: 40 },
        { kind: "text", name: "hours", label: "Hours", max: 120, translatable: true },
      ],
    },
    { kind: "array", name: "directions", label: "Directions", itemLabel: "Direction", maxItems: 10, fields: [{ kind: "text", name: "mode", label: "By", max: 40, translatable: true }, { kind: "textarea", name: "text", label: "How", max: 600, rows: 2, translatable: true }] },
    {
      kind: "group",
      name: "map",
      label: "Map",
      fields: [
        { kind: "number", name: "latitude", label: "Latitude", min: -90, max: 90, decimals: true },
        { kind: "number", name: "longitude", label: "Longitude", min: -180, max: 180, decimals: true },
        {
          kind: "array",
          name: "landmarks",
          label: "Landmarks",
          itemLabel: "Landmark",
          maxItems: 12,
          fields: [
            { kind: "text", name: "name", label: "Name", max: 80, translatable: true },
            { kind: "select", name: "direction", label: "Direction", options: DIRECTIONS.map((d) => ({ value: d, label: d })) },
            { kind: "text", name: "distance", label: "Distance", max: 40 },
          ],
        },
      ],
    },
    { kind: "list", name: "subjects", label: "Contact form subjects", max: 80, maxItems: 12, translatable: true },
  ],
} as const satisfies CollectionSpec;
