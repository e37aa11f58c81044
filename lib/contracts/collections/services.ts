import { TAGS } from "@/lib/cache-tags";
import { serviceV2Href } from "@/lib/routes";
import { isActive, slugField, sortOrder } from "./shared-fields";
import type { FieldValues } from "./fields";
import type { CollectionSpec } from "./spec";

// Services, a collection of the console. Kept in the tables services and service_specialities
// (lib/server/db/schema/services.ts), through its store,
// lib/server/collections/stores/services.ts.

export const servicesCollection = {
  label: "Services",
  singular: "service",
  kind: "table",
  description: "Diagnostic and treatment services, shown on both the services lists (v1 and v2).",
  titleField: "name",
  searchText: "name or slug",
  tags: [TAGS.services, TAGS.specialities, TAGS.home],
  publicHref: (v: FieldValues) => serviceV2Href(String(v.slug)),
  columns: [
    { field: "name", label: "Name" },
    { field: "categoryId", label: "Category" },
    { field: "isFeatured", label: "Featured" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "text", name: "name", label: "Name", max: 120, translatable: true },
    slugField(`The address: ${serviceV2Href("your-slug")}.`),
    { kind: "reference", name: "categoryId", label: "Category", to: "serviceCategories" },
    { kind: "textarea", name: "summary", label: "Summary", max: 400, rows: 2, translatable: true },
    { kind: "text", name: "heroTitle", label: "Page heading", max: 160, optional: true, translatable: true },
    { kind: "textarea", name: "heroDescription", label: "Opening line", max: 400, rows: 2, optional: true, translatable: true },
    { kind: "image", name: "heroImage", label: "Picture", purpose: "hero", optional: true },
    { kind: "textarea", name: "overviewDescription", label: "Overview", max: 4000, rows: 6, optional: true, translatable: true },
    {
      kind: "array",
      name: "sections",
      label: "Sections",
      itemLabel: "Section",
      maxItems: 20,
      fields: [
        { kind: "text", name: "title", label: "Heading", max: 160, translatable: true },
        { kind: "textarea", name: "body", label: "Text", max: 4000, rows: 4, translatable: true },
      ],
    },
    { kind: "reference", name: "specialities", label: "Specialities", to: "specialities", multiple: true, max: 10, optional: true },
    sortOrder,
    { kind: "boolean", name: "isFeatured", label: "Featured on the home page" },
    isActive,
  ],
} as const satisfies CollectionSpec;
