import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { galleryCategories, galleryImages } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";
import { refuseWhile, slugTaken } from "./shared";

// Gallery categories (lib/contracts/collections/gallery-categories.ts) in the table
// gallery_categories.

export const galleryCategoriesStore: TableStoreConfig<CollectionValues<"galleryCategories">> = {
  table: galleryCategories,
  search: [galleryCategories.name, galleryCategories.slug],
  order: [asc(galleryCategories.sortOrder), asc(galleryCategories.name)],
  uniques: { gallery_categories_slug_unique: slugTaken("gallery category") },
  dependents: refuseWhile(galleryImages, galleryImages.categoryId, "Pictures still belong to this category: move or delete them first, or unpublish it."),
};
