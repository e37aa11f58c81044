import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { galleryImages } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";

// Gallery pictures (lib/contracts/collections/gallery-images.ts) in the table gallery_images.

export const galleryImagesStore: TableStoreConfig<CollectionValues<"galleryImages">> = {
  table: galleryImages,
  search: [galleryImages.title, galleryImages.alt, galleryImages.caption],
  order: [asc(galleryImages.sortOrder), asc(galleryImages.title)],
};
