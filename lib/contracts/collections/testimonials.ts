import { TAGS } from "@/lib/cache-tags";
import { ROUTES } from "@/lib/routes";
import { isActive, sortOrder } from "./shared-fields";
import type { CollectionSpec } from "./spec";

// Testimonials, a collection of the console. Kept in the table testimonials
// (lib/server/db/schema/testimonials.ts), through its store,
// lib/server/collections/stores/testimonials.ts.

export const testimonialsCollection = {
  label: "Testimonials",
  singular: "testimonial",
  kind: "table",
  description: "What patients said, as they agreed to be named.",
  publicHref: () => ROUTES.patients,
  titleField: "name",
  searchText: "name or text",
  tags: [TAGS.testimonials, TAGS.home],
  columns: [
    { field: "name", label: "Name" },
    { field: "rating", label: "Rating" },
    { field: "specialityId", label: "Speciality" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "text", name: "name", label: "Name as agreed", max: 80, help: "Such as Ramesh K." },
    { kind: "text", name: "location", label: "Town", max: 80, optional: true },
    { kind: "textarea", name: "text", label: "What they said", max: 2000, rows: 5 },
    { kind: "number", name: "rating", label: "Rating (1 to 5)", min: 1, max: 5, initial: 5 },
    { kind: "reference", name: "specialityId", label: "Speciality", to: "specialities", optional: true },
    { kind: "text", name: "videoUrl", label: "Video", max: 300, format: "video", optional: true },
    sortOrder,
    isActive,
  ],
} as const satisfies CollectionSpec;
