import { TAGS } from "@/lib/cache-tags";
import { galleryHref } from "@/lib/routes";
import { isActive, sortOrder } from "./shared-fields";
import type { CollectionSpec } from "./spec";

// Gallery pictures, a collection of the console. Kept in the table gallery_images
// (lib/server/db/schema/gallery.ts), through its store,
// lib/server/collections/stores/gallery-images.ts.

export const galleryImagesCollection = {
  label: "Gallery pictures",
  singular: "gallery picture",
  kind: "table",
  description: "Pictures of the hospital, its wards and its people.",
  publicHref: () => galleryHref(),
  titleField: "title",
  searchText: "title or description",
  tags: [TAGS.gallery],
  columns: [
    { field: "image", label: "Picture" },
    { field: "title", label: "Title" },
    { field: "categoryId", label: "Category" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "image", name: "image", label: "Picture", purpose: "gallery" },
    { kind: "text", name: "title", label: "Title", max: 120 },
    { kind: "text", name: "alt", label: "Description for screen readers", max: 250, help: "What the picture shows, for people who cannot see it." },
    { kind: "textarea", name: "caption", label: "Caption", max: 500, rows: 2, optional: true },
    { kind: "reference", name: "categoryId", label: "Category", to: "galleryCategories" },
    sortOrder,
    isActive,
  ],
} as const satisfies CollectionSpec;
