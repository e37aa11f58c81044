import "server-only";
import { asc } from "drizzle-orm";
import type { CollectionValues } from "@/lib/contracts/collections";
import { statistics } from "../../db/schema";
import type { TableStoreConfig } from "../table-store";
import { naturalKey } from "./shared";

// Home page figures (lib/contracts/collections/statistics.ts) in the table statistics.

export const statisticsStore: TableStoreConfig<CollectionValues<"statistics">> = {
  table: statistics,
  search: [statistics.label],
  order: [asc(statistics.sortOrder), asc(statistics.label)],
  onInsert: (values) => ({ key: naturalKey(values.label) }),
};
