import { TAGS } from "@/lib/cache-tags";
import { iconOptions, isActive, sortOrder } from "./shared-fields";
import type { CollectionSpec } from "./spec";

// Home page features, a collection of the console. Kept in the table features
// (lib/server/db/schema/home.ts), through its store, lib/server/collections/stores/features.ts.

export const featuresCollection = {
  label: "Home page features",
  singular: "feature",
  kind: "table",
  description: "The tiles on the home page that say what the hospital offers.",
  titleField: "title",
  searchText: "title",
  tags: [TAGS.home],
  columns: [
    { field: "title", label: "Title" },
    { field: "icon", label: "Icon" },
    { field: "sortOrder", label: "Order" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "text", name: "title", label: "Title", max: 80, translatable: true },
    { kind: "textarea", name: "description", label: "Text", max: 300, rows: 2, translatable: true },
    { kind: "select", name: "icon", label: "Icon", options: iconOptions },
    sortOrder,
    isActive,
  ],
} as const satisfies CollectionSpec;
