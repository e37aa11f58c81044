import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { features } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";
import { naturalKey } from "./shared";

// Home page features (lib/contracts/collections/features.ts) in the table features.

export const featuresStore: TableStoreConfig<CollectionValues<"features">> = {
  table: features,
  search: [features.title],
  order: [asc(features.sortOrder), asc(features.title)],
  onInsert: (values) => ({ key: naturalKey(values.title) }),
};
