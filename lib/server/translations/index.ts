import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TranslatedLocale } from "@/lib/i18n/locales";
import { translatedFieldNames, type TableCollectionName, type TranslatedCollectionName, type TranslatedFieldOf } from "@/lib/contracts/collections";
import type { Executor } from "../db";
import { contentTranslations } from "../db/schema";
import { sourceHash } from "../db/source-hash";

// A record's Marathi and Hindi, kept beside its English (content_translations). A field's
// translation is current while the English it was written from is unchanged: the row keeps the
// hash of that English, and every read compares it with the English of now. A page in Marathi
// shows the current translations and, for a field whose English has since changed, the English
// (with a notice): never medical information the hospital has changed in another language.

/**
 * The kinds of record kept in a console collection's table that carry translations, by the
 * name their rows use, and their collection. Which of a record's fields are translated is the
 * collection's declaration (`translatable`, lib/contracts/collections).
 */
export const TABLE_ENTITIES = {
  speciality: "specialities",
  doctor: "doctors",
  service: "services",
  serviceCategory: "serviceCategories",
  /** The home page's feature tiles and figures (lib/server/home). */
  feature: "features",
  statistic: "statistics",
} as const satisfies Record<string, TableCollectionName & TranslatedCollectionName>;
type TableEntity = keyof typeof TABLE_ENTITIES;

/**
 * The kinds of record that carry translations, and the fields a visitor reads: a table
 * collection's translated fields, each its own row; and a site setting a page shows (about,
 * contact page, home page blocks, Terms, Privacy: lib/server/translations/settings.ts), its
 * whole value in the language as one row, "value", keyed by the setting's key.
 */
export const TRANSLATABLE = {
  ...(Object.fromEntries(Object.entries(TABLE_ENTITIES).map(([entity, collection]) => [entity, translatedFieldNames(collection)])) as unknown as {
    [E in TableEntity]: readonly TranslatedFieldOf<(typeof TABLE_ENTITIES)[E]>[];
  }),
  setting: ["value"] as const,
};

export type TranslatableEntity = keyof typeof TRANSLATABLE;
export type TranslatableField<E extends TranslatableEntity> = (typeof TRANSLATABLE)[E][number];

export { sourceHash };

export interface Localized<T> {
  /** The record with its current translations in place of the English. */
  value: T;
  /** Fields shown in English because their translation is older than the English (or missing). */
  outOfDate: string[];
  /** Fields with no translation at all. */
  missing: string[];
}

type Row = typeof contentTranslations.$inferSelect;

/** The translation rows of some records in one language, by record key. */
export async function translationRows(db: Executor, entity: TranslatableEntity, locale: TranslatedLocale, keys: readonly string[]): Promise<Map<string, Row[]>> {
  const byKey = new Map<string, Row[]>();
  if (keys.length === 0) return byKey;
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), eq(contentTranslations.locale, locale), inArray(contentTranslations.recordKey, [...new Set(keys)])));
  for (const row of rows) byKey.set(row.recordKey, [...(byKey.get(row.recordKey) ?? []), row]);
  return byKey;
}

/**
 * `english` with each translatable field replaced by its current translation. A field whose
 * English is empty (null, "", []) has nothing to translate and stays as it is.
 */
export function applyTranslations<E extends TranslatableEntity, T extends Partial<Record<TranslatableField<E>, unknown>>>(
  entity: E,
  english: T,
  rows: readonly Row[] | undefined,
): Localized<T> {
  const value: Record<string, unknown> = { ...english };
  const outOfDate: string[] = [];
  const missing: string[] = [];
  for (const field of TRANSLATABLE[entity] as readonly string[]) {
    if (!(field in english)) continue;
    const source = (english as Record<string, unknown>)[field];
    if (source == null || source === "" || (Array.isArray(source) && source.length === 0)) continue;
    const row = rows?.find((r) => r.field === field);
    if (!row) missing.push(field);
    else if (row.sourceHash !== sourceHash(source)) outOfDate.push(field);
    else value[field] = row.value;
  }
  return { value: value as T, outOfDate, missing };
}

/** Writes one field's translation, remembering the English it translates. */
export async function saveTranslation(
  db: Executor,
  input: { entity: TranslatableEntity; recordKey: string; locale: TranslatedLocale; field: string; value: unknown; english: unknown; staffId?: string | null },
): Promise<void> {
  const values = {
    entity: input.entity,
    recordKey: input.recordKey,
    locale: input.locale,
    field: input.field,
    value: input.value,
    sourceHash: sourceHash(input.english),
    updatedAt: new Date(),
    updatedBy: input.staffId ?? null,
  };
  await db
    .insert(contentTranslations)
    .values(values)
    .onConflictDoUpdate({
      target: [contentTranslations.entity, contentTranslations.recordKey, contentTranslations.locale, contentTranslations.field],
      set: { value: values.value, sourceHash: values.sourceHash, updatedAt: values.updatedAt, updatedBy: values.updatedBy },
    });
}
