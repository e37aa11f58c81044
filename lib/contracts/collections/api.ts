import { z } from "zod";
import { blankToUndefined, safeQuery } from "../common";
import { TRANSLATED_LOCALES } from "@/lib/i18n/locales";
import { TRANSLATION_STATES } from "./translations";
import { TRANSLATED_COLLECTIONS, type TranslatedCollectionName } from "./index";

// The console's content calls (/api/admin/content/{collection}/...; docs/API.md "Staff console").

const id = z.uuid({ error: "must be a record's id" });
/** A record's version as it was loaded (its last save, in microseconds); null for a setting never saved. */
const version = z.string({ error: "must be the version the record was loaded at" }).regex(/^\d{1,20}$/, "must be the version the record was loaded at");

export const contentListSchema = z.object({
  search: safeQuery({ max: 80, typeError: "search must be text" }),
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1, "page starts at 1").max(1000, "page must be at most 1000").default(1),
});

export const contentGetSchema = z.object({ id: z.preprocess(blankToUndefined, id.optional()) });

export const contentSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, id.optional()),
  version: z.preprocess(blankToUndefined, version.optional()),
  values: z.record(z.string(), z.unknown(), { error: "must be the record's fields" }),
});

export const contentDeleteSchema = z.object({ id, version });

/** A record's fields, as its collection declares them (any collection: an object of its fields' values). */
const fieldValuesSchema = z.record(z.string(), z.unknown());

export const collectionRecordSchema = z
  .object({
    id: z.string().nullable().describe("null for a site setting (one record, no id)."),
    version: z.string().nullable(),
    values: fieldValuesSchema,
  })
  .meta({ title: "CollectionRecord" });
export type CollectionRecord = z.infer<typeof collectionRecordSchema>;

export const collectionListEntrySchema = z
  .object({
    id: z.string(),
    version: z.string(),
    title: z.string(),
    cells: z.record(z.string(), z.string()).describe("The list's columns, as text."),
    image: z.string().nullable().describe("The record's picture, when the list shows one."),
  })
  .meta({ title: "CollectionListEntry" });
export type CollectionListEntry = z.infer<typeof collectionListEntrySchema>;

export const saveResultSchema = z.object({ id: z.string().nullable(), version: z.string().nullable(), created: z.boolean() }).meta({ title: "SaveResult" });
export type SaveResult = z.infer<typeof saveResultSchema>;

/** POST /api/admin/content/{collection}/delete: the record that is gone. */
export const deleteResultSchema = z.object({ id: z.string() }).meta({ title: "DeleteResult" });

/**
 * The English a translation was written against, as the console's page gave it (lib/server/translations
 * sourceHash): a save against an English that has changed since is refused, not recorded as current.
 */
const source = z.string({ error: "must be the English's mark as the page gave it" }).regex(/^[A-Za-z0-9_-]{22}$/, "must be the English's mark as the page gave it");

/**
 * POST /api/admin/content/{collection}/translate: a record's fields in Marathi or Hindi. A
 * table's record names the fields it saves (one or more of its translated fields); a setting
 * is translated whole, so it gives all of them. `sources` holds, by field ("value" for a
 * setting), the English's mark the page showed.
 */
export const translationSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, id.optional()),
  locale: z.enum(TRANSLATED_LOCALES, { error: `locale must be one of ${TRANSLATED_LOCALES.join(", ")}` }),
  values: z.record(z.string(), z.unknown(), { error: "must be the translated fields" }),
  sources: z.record(z.string(), source, { error: "must be the English's marks, by field" }),
});

const languageTranslationSchema = z.object({
  states: z.record(z.string(), z.enum(TRANSLATION_STATES)).describe('Where each field stands, by field ("value" for a setting translated whole).'),
  values: fieldValuesSchema.describe("The translated fields as the form holds them: the English's shape, the language's words where there are any."),
});

export const recordTranslationsSchema = z
  .object({
    whole: z.boolean().describe("A setting, translated whole (one state, one save per language); else each field on its own."),
    english: fieldValuesSchema.describe("The translated fields' English, as stored now."),
    sources: z.record(z.string(), z.string()).describe("The English's mark by field, for the save to name."),
    languages: z.record(z.enum(TRANSLATED_LOCALES), languageTranslationSchema),
  })
  .meta({ title: "RecordTranslations" });
export type RecordTranslations = z.infer<typeof recordTranslationsSchema>;

/**
 * /admin/translations: the fields whose Marathi or Hindi is out of date or missing, of one
 * collection (every one the role may change when none is named), continuing after a record
 * (keyset: the last one a page checked).
 */
export const translationsToDoQuerySchema = z.object({
  collection: z.preprocess(blankToUndefined, z.enum(TRANSLATED_COLLECTIONS as [TranslatedCollectionName, ...TranslatedCollectionName[]], { error: "collection must be one with translations" }).optional()),
  after: z.preprocess(blankToUndefined, id.optional()),
});
