import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { serviceCategories } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";
import { nameTaken, slugTaken } from "./shared";

// Service categories (lib/contracts/collections/service-categories.ts) in the table
// service_categories.

export const serviceCategoriesStore: TableStoreConfig<CollectionValues<"serviceCategories">> = {
  table: serviceCategories,
  search: [serviceCategories.name, serviceCategories.slug],
  order: [asc(serviceCategories.sortOrder), asc(serviceCategories.name)],
  uniques: { service_categories_slug_unique: slugTaken("service category"), service_categories_name_unique: nameTaken("service category") },
  inUse: "Services still belong to this category: move or delete them first.",
};
