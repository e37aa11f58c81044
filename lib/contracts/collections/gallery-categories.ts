import { TAGS } from "@/lib/cache-tags";
import { galleryHref } from "@/lib/routes";
import { isActive, slugField, sortOrder } from "./shared-fields";
import type { CollectionSpec } from "./spec";

// Gallery categories, a collection of the console. Kept in the table gallery_categories
// (lib/server/db/schema/gallery.ts), through its store,
// lib/server/collections/stores/gallery-categories.ts.

export const galleryCategoriesCollection = {
  label: "Gallery categories",
  singular: "gallery category",
  kind: "table",
  description: "The groups the gallery's pictures are filtered by.",
  titleField: "name",
  searchText: "name or slug",
  tags: [TAGS.gallery],
  columns: [
    { field: "name", label: "Name" },
    { field: "slug", label: "Address" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "text", name: "name", label: "Name", max: 80 },
    slugField(`Used in the gallery's filter address: ${galleryHref("your-slug")}.`),
    { kind: "textarea", name: "description", label: "Description", max: 500, rows: 2, optional: true },
    sortOrder,
    isActive,
  ],
} as const satisfies CollectionSpec;
