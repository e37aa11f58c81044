import type { z } from "zod";
import { objectSchema, readSchema, translatedFields, type TranslatedFieldName, type ValuesOf } from "./fields";
import { rolesFor, type CollectionSpec } from "./spec";
import type { StaffRole } from "../staff";
import { valuesSchema, type ValuesSchemaOf } from "./values";
import { specialitiesCollection } from "./specialities";
import { doctorsCollection } from "./doctors";
import { serviceCategoriesCollection } from "./service-categories";
import { servicesCollection } from "./services";
import { blogsCollection, newsCollection } from "./articles";
import { galleryCategoriesCollection } from "./gallery-categories";
import { galleryImagesCollection } from "./gallery-images";
import { testimonialsCollection } from "./testimonials";
import { featuresCollection } from "./features";
import { statisticsCollection } from "./statistics";
import { jobOpeningsCollection } from "./job-openings";
import { holidaysCollection } from "./holidays";
import { homepageCollection } from "./homepage";
import { aboutCollection } from "./about";
import { contactCollection } from "./contact";
import { contactPageCollection } from "./contact-page";
import { footerCollection } from "./footer";
import { changeRulesCollection } from "./change-rules";
import { privacyCollection, termsCollection } from "./legal-pages";

export * from "./fields";
export * from "./spec";

// Every collection the console edits, each declared once in its own file here (spec.ts says
// what a declaration holds). A table collection's store, lib/server/collections/stores/<file>.ts,
// has the same file name as its declaration, and its tables are in lib/server/db/schema by domain;
// a setting's store is its key in lib/server/settings. One list view and one edit form
// (components/console/collection-*.tsx, one input per kind in fields/) serve them all. The order
// here is the console's.

const COLLECTIONS = {
  specialities: specialitiesCollection,
  doctors: doctorsCollection,
  serviceCategories: serviceCategoriesCollection,
  services: servicesCollection,
  blogs: blogsCollection,
  news: newsCollection,
  galleryCategories: galleryCategoriesCollection,
  galleryImages: galleryImagesCollection,
  testimonials: testimonialsCollection,
  features: featuresCollection,
  statistics: statisticsCollection,
  jobOpenings: jobOpeningsCollection,
  holidays: holidaysCollection,
  homepage: homepageCollection,
  about: aboutCollection,
  contact: contactCollection,
  contactPage: contactPageCollection,
  footer: footerCollection,
  changeRules: changeRulesCollection,
  terms: termsCollection,
  privacy: privacyCollection,
} as const satisfies Record<string, CollectionSpec>;

export type CollectionName = keyof typeof COLLECTIONS;
/** A collection's values as its declaration gives them (no cast needed anywhere they are read): `CollectionValues<"doctors">["schedule"]`. */
export type CollectionValues<N extends CollectionName> = ValuesOf<(typeof COLLECTIONS)[N]["fields"]>;
/** The collections kept as records in tables, and those kept as one site setting each. */
export type TableCollectionName = { [N in CollectionName]: (typeof COLLECTIONS)[N]["kind"] extends "table" ? N : never }[CollectionName];
export type SettingCollectionName = Exclude<CollectionName, TableCollectionName>;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
export const isCollectionName = (name: string): name is CollectionName => Object.hasOwn(COLLECTIONS, name);
export const collectionSpec = (name: CollectionName): CollectionSpec => COLLECTIONS[name];

/** The names of a collection's translated fields (isTranslated), as its declaration gives them: `TranslatedFieldOf<"doctors">` is "name" | "designation" | "biography". */
export type TranslatedFieldOf<N extends CollectionName> = TranslatedFieldName<(typeof COLLECTIONS)[N]["fields"]>;
/** The collections with a field visitors read in Marathi and Hindi, and of those, the settings (translated whole, one value per language). */
export type TranslatedCollectionName = { [N in CollectionName]: [TranslatedFieldOf<N>] extends [never] ? never : N }[CollectionName];
export type TranslatedSettingName = TranslatedCollectionName & SettingCollectionName;
export const TRANSLATED_COLLECTIONS = COLLECTION_NAMES.filter((name) => translatedFields(COLLECTIONS[name].fields).length > 0) as TranslatedCollectionName[];
/** The setting collections with a translated field: each is translated whole (one row, field "value", keyed by the setting's key). */
export const TRANSLATED_SETTING_NAMES = TRANSLATED_COLLECTIONS.filter((name): name is TranslatedSettingName => COLLECTIONS[name].kind === "setting");
export const isTranslatedCollection = (name: CollectionName): name is TranslatedCollectionName => (TRANSLATED_COLLECTIONS as readonly string[]).includes(name);
/** Who may translate: the roles that may change some collection with translated fields (its `access`; an admin always may). */
export const TRANSLATOR_ROLES: readonly StaffRole[] = [...new Set(TRANSLATED_COLLECTIONS.flatMap((name) => rolesFor(COLLECTIONS[name], "change")))];
/** A collection's translated fields' names, in their declared order (what TranslatedFieldOf says, at run time). */
export const translatedFieldNames = <N extends CollectionName>(name: N): TranslatedFieldOf<N>[] => translatedFields(COLLECTIONS[name].fields).map((f) => f.name as TranslatedFieldOf<N>);

/**
 * The schema of a site setting edited as a whole, which its declaration's fields are: what the
 * console saves, the staff door stores and the public pages read (lib/server/settings). Typed
 * as the values its fields give (ValueOf, checked against the schemas in fields.test.ts).
 */
export const settingSchema = <N extends CollectionName>(name: N) => objectSchema(COLLECTIONS[name].fields) as unknown as z.ZodType<CollectionValues<N>>;

/** How such a setting is read back: the same fields' types without their write rules (readSchema), so stored data is never lost to a tightened rule. */
export const settingReadSchema = <N extends CollectionName>(name: N) => readSchema(COLLECTIONS[name].fields) as unknown as z.ZodType<CollectionValues<N>>;

/** The schema of a site setting's values as saved and answered (its fields' ValueOf): what its public call declares. */
export const settingValuesSchema = <N extends SettingCollectionName>(name: N): ValuesSchemaOf<(typeof COLLECTIONS)[N]["fields"]> => valuesSchema(COLLECTIONS[name].fields);
