import "server-only";
import { collectionSpec, COLLECTION_NAMES, type CollectionName, type CollectionValues, type FieldValues, type SettingCollectionName, type TableCollectionName } from "@/lib/contracts/collections";
import type { SettingKey } from "../../settings";
import { tableStore, type TableStore, type TableStoreConfig } from "../table-store";
import { articlesStore } from "./articles";
import { doctorsStore } from "./doctors";
import { featuresStore } from "./features";
import { galleryCategoriesStore } from "./gallery-categories";
import { galleryImagesStore } from "./gallery-images";
import { holidaysStore } from "./holidays";
import { jobOpeningsStore } from "./job-openings";
import { serviceCategoriesStore } from "./service-categories";
import { servicesStore } from "./services";
import { specialitiesStore } from "./specialities";
import { statisticsStore } from "./statistics";
import { testimonialsStore } from "./testimonials";

// Where each collection of lib/contracts/collections lives. A table collection's store (its
// table, search, order, unique constraints and extra parts) is in the file of the same name as
// its declaration; a setting collection is the site setting of its own name (lib/server/settings).

interface SettingStore {
  kind: "setting";
  key: SettingKey;
}

export type CollectionStore = TableStore | SettingStore;

/** Each table collection's store, typed by its own values (its hooks read them without casts). */
const TABLE_STORES: { [N in TableCollectionName]: TableStoreConfig<CollectionValues<N>> } = {
  specialities: specialitiesStore,
  doctors: doctorsStore,
  serviceCategories: serviceCategoriesStore,
  services: servicesStore,
  blogs: articlesStore("blog"),
  news: articlesStore("news"),
  galleryCategories: galleryCategoriesStore,
  galleryImages: galleryImagesStore,
  testimonials: testimonialsStore,
  features: featuresStore,
  statistics: statisticsStore,
  jobOpenings: jobOpeningsStore,
  holidays: holidaysStore,
};

/** A setting collection's store: the setting of its name (a collection that is no setting key does not compile). */
const settingStore = (name: SettingCollectionName): SettingStore => ({ kind: "setting", key: name });

/**
 * Each collection's store: its table's (built once) or its setting's. The stores take any
 * collection's values; what reaches a collection's hooks has passed that collection's write
 * schema (lib/server/collections checkValues), which its own declaration gives.
 */
export const STORES = Object.fromEntries(
  COLLECTION_NAMES.map((name) => [
    name,
    collectionSpec(name).kind === "table" ? tableStore(TABLE_STORES[name as TableCollectionName] as unknown as TableStoreConfig<FieldValues>) : settingStore(name as SettingCollectionName),
  ]),
) as Record<CollectionName, CollectionStore>;
