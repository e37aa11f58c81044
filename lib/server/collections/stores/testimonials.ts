import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { testimonials } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";

// Testimonials (lib/contracts/collections/testimonials.ts) in the table testimonials.

export const testimonialsStore: TableStoreConfig<CollectionValues<"testimonials">> = {
  table: testimonials,
  search: [testimonials.name, testimonials.text],
  order: [asc(testimonials.sortOrder), asc(testimonials.name)],
};
