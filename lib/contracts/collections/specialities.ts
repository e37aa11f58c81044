import { TAGS } from "@/lib/cache-tags";
import { specialityHref } from "@/lib/routes";
import { isActive, slugField, sortOrder } from "./shared-fields";
import type { FieldValues } from "./fields";
import type { CollectionSpec } from "./spec";

// Specialities, a collection of the console. Kept in the table specialities
// (lib/server/db/schema/specialities.ts), through its store,
// lib/server/collections/stores/specialities.ts.

export const specialitiesCollection = {
  label: "Specialities",
  singular: "speciality",
  kind: "table",
  description: "The departments visitors browse, with what each treats and its FAQs.",
  titleField: "name",
  searchText: "name or slug",
  tags: [TAGS.specialities, TAGS.home, TAGS.footer],
  publicHref: (v: FieldValues, id: string) => specialityHref({ _id: id, specialityUrl: (v.slug as string | null) ?? null }),
  columns: [
    { field: "name", label: "Name" },
    { field: "slug", label: "Address" },
    { field: "sortOrder", label: "Order" },
    { field: "isActive", label: "Shown" },
  ],
  fields: [
    { kind: "text", name: "name", label: "Name", max: 80, translatable: true },
    slugField(`The address: ${specialityHref({ _id: "", specialityUrl: "your-slug" })}.`, true),
    { kind: "image", name: "thumbnailImage", label: "Picture", purpose: "cover", optional: true },
    { kind: "textarea", name: "heroDescription", label: "Opening line", max: 300, rows: 2, optional: true, translatable: true },
    { kind: "textarea", name: "overviewDescription", label: "Overview", max: 3000, rows: 6, optional: true, translatable: true },
    { kind: "list", name: "conditions", label: "Conditions treated", max: 120, maxItems: 40, optional: true, translatable: true },
    { kind: "list", name: "procedures", label: "Procedures offered", max: 120, maxItems: 40, optional: true, translatable: true },
    {
      kind: "array",
      name: "faqs",
      label: "Questions and answers",
      itemLabel: "Question",
      maxItems: 20,
      fields: [
        { kind: "text", name: "q", label: "Question", max: 200, translatable: true },
        { kind: "textarea", name: "a", label: "Answer", max: 1500, rows: 3, translatable: true },
      ],
    },
    sortOrder,
    isActive,
  ],
} as const satisfies CollectionSpec;
