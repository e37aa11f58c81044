import { TAGS } from "@/lib/cache-tags";
import { isActive, slugField, sortOrder } from "./shared-fields";
import type { CollectionSpec } from "./spec";

// Service categories, a collection of the console. Kept in the table service_categories
// (lib/server/db/schema/services.ts), through its store,
// lib/server/collections/stores/service-categories.ts.

export const serviceCategoriesCollection = {
  label: "Service categories",
  singular: "service category",
  kind: "table",
  description: "The groups the services list is arranged in.",
  titleField: "name",
  searchText: "name or slug",
  tags: [TAGS.services, TAGS.home],
  columns: [
    { field: "name", label: "Name" },
    { field: "slug", label: "Address" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "text", name: "name", label: "Name", max: 80, translatable: true },
    slugField("Used in the services' addresses."),
    { kind: "textarea", name: "description", label: "Description", max: 1000, rows: 3, optional: true, translatable: true },
    { kind: "image", name: "image", label: "Picture", purpose: "cover", optional: true },
    sortOrder,
    isActive,
  ],
} as const satisfies CollectionSpec;
