import { TAGS } from "@/lib/cache-tags";
import { iconOptions, isActive, sortOrder } from "./shared-fields";
import type { CollectionSpec } from "./spec";

// Home page figures, a collection of the console. Kept in the table statistics
// (lib/server/db/schema/home.ts), through its store, lib/server/collections/stores/statistics.ts.

export const statisticsCollection = {
  label: "Home page figures",
  singular: "figure",
  kind: "table",
  description: "The numbers on the home page, such as beds and years of care.",
  titleField: "label",
  searchText: "label",
  tags: [TAGS.home],
  columns: [
    { field: "label", label: "Label" },
    { field: "value", label: "Figure" },
    { field: "suffix", label: "After it" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "text", name: "label", label: "Label", max: 80, translatable: true },
    { kind: "number", name: "value", label: "Figure", min: 0, max: 1_000_000_000 },
    { kind: "text", name: "suffix", label: "After the figure", max: 8, optional: true, help: "Such as + or k+." },
    { kind: "select", name: "icon", label: "Icon", options: iconOptions, optional: true },
    sortOrder,
    isActive,
  ],
} as const satisfies CollectionSpec;
