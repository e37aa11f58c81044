import "server-only";
import { refreshDoctorSearchKeys } from "../doctors/search-keys";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import {
  collectionSpec,
  isTranslatedCollection,
  mapRichText,
  mayAccess,
  TRANSLATED_COLLECTIONS,
  translatedFields,
  type CollectionName,
  type Field,
  type FieldValues,
  type TranslatedCollectionName,
} from "@/lib/contracts/collections";
import type { RecordTranslations, translationSaveSchema } from "@/lib/contracts/collections/api";
import { isBlank, readTranslation, translationForm, type TranslationProblem, type TranslationState } from "@/lib/contracts/collections/translations";
import type { StaffMe, StaffRole } from "@/lib/contracts/staff";
import { LOCALE_FACTS, TRANSLATED_LOCALES, type TranslatedLocale } from "@/lib/i18n/locales";
import { DomainError, notFound } from "@/lib/errors";
import type { Executor } from "../db";
import { contentTranslations, siteSettings } from "../db/schema";
import { revalidateTags } from "../cache";
import { changedFields, forAudit, formValues } from ".";
import { STORES } from "./stores";
import type { TableStore } from "./table-store";
import { sanitizeRichHtml } from "../html/sanitize";
import { getSetting } from "../settings";
import { SETTINGS } from "../settings/keys";
import { recordAudit } from "../staff/audit";
import { saveTranslation, sourceHash, TABLE_ENTITIES, type TranslatableEntity } from "../translations";

// The console's side of a record's Marathi and Hindi: each translated field beside its English
// and where it stands (current, out of date, missing), a save of one language's translation,
// and the list of every field still to translate or update. The state is worked out from the
// English as stored now, on every read, as the public pages work it out (lib/server/translations).
// A table's record is translated field by field; a setting whole, as one value per language.

type Row = typeof contentTranslations.$inferSelect;
type TranslationSave = z.output<typeof translationSaveSchema>;

/** The kind of record each table collection's translations are kept as (TABLE_ENTITIES, the other way round). */
const ENTITY_OF = new Map<string, TranslatableEntity>(Object.entries(TABLE_ENTITIES).map(([entity, collection]) => [collection, entity as TranslatableEntity]));

/** How a collection's translations are kept: its kind of record, and whether it is translated whole (a setting, keyed by its key). */
function keptAs(name: TranslatedCollectionName): { entity: TranslatableEntity; whole: boolean } {
  const entity = ENTITY_OF.get(name);
  if (entity) return { entity, whole: false };
  return { entity: "setting", whole: true };
}

const isTable = (store: (typeof STORES)[CollectionName]): store is TableStore => store.kind === "table";

/**
 * A record's English as stored now: `raw` as the public pages read it (each translation's mark
 * is of it: a field's value, or a setting's whole value under "value"), `form` as the console's
 * form holds it. Null when there is no such record.
 */
async function englishOf(db: Executor, name: TranslatedCollectionName, id: string | null): Promise<{ key: string; raw: FieldValues; form: FieldValues } | null> {
  const spec = collectionSpec(name);
  const store = STORES[name];
  if (!isTable(store)) {
    const value = await getSetting(db, store.key);
    return { key: store.key, raw: { value }, form: formValues(spec.fields, value) };
  }
  if (!id) return null;
  const record = await store.get(db, spec.fields, id);
  return record ? { key: record.id, raw: record.values, form: formValues(spec.fields, record.values) } : null;
}

/** Where a translation stands against the English of now (as applyTranslations decides it for the pages). */
const stateOf = (english: unknown, row: Row | undefined): TranslationState =>
  isBlank(english) ? "nothing" : !row ? "missing" : row.sourceHash === sourceHash(english) ? "current" : "outOfDate";

/** The translation rows of some records, every translated language, by record key. */
async function rowsOf(db: Executor, entity: TranslatableEntity, keys: readonly string[]): Promise<Map<string, Row[]>> {
  const out = new Map<string, Row[]>();
  if (keys.length === 0) return out;
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), inArray(contentTranslations.recordKey, [...new Set(keys)]), inArray(contentTranslations.locale, [...TRANSLATED_LOCALES])));
  for (const row of rows) out.set(row.recordKey, [...(out.get(row.recordKey) ?? []), row]);
  return out;
}

const rowOf = (rows: readonly Row[] | undefined, locale: TranslatedLocale, field: string) => rows?.find((r) => r.locale === locale && r.field === field);

/** The translated fields' states in one language: by field, or the whole setting's under "value". */
function statesIn(name: TranslatedCollectionName, raw: FieldValues, rows: readonly Row[] | undefined, locale: TranslatedLocale): Record<string, TranslationState> {
  if (keptAs(name).whole) return { value: stateOf(raw.value, rowOf(rows, locale, "value")) };
  return Object.fromEntries(translatedFields(collectionSpec(name).fields).map((f) => [f.name, stateOf(raw[f.name], rowOf(rows, locale, f.name))]));
}

/** The translated fields of a record's translation in one language, as the form holds them (translationForm). */
function formIn(name: TranslatedCollectionName, english: FieldValues, rows: readonly Row[] | undefined, locale: TranslatedLocale): FieldValues {
  const spec = collectionSpec(name);
  const fields = translatedFields(spec.fields);
  const whole = keptAs(name).whole;
  // A setting's translation is stored as its English is: read as the form reads the English.
  const stored = whole ? formValues(spec.fields, rowOf(rows, locale, "value")?.value ?? {}) : null;
  return Object.fromEntries(fields.map((f) => [f.name, translationForm(f, english[f.name], stored ? stored[f.name] : rowOf(rows, locale, f.name)?.value)]));
}

/** The English marks a save names: by field, or the whole setting's under "value". */
function sourcesOf(name: TranslatedCollectionName, raw: FieldValues): Record<string, string> {
  if (keptAs(name).whole) return { value: sourceHash(raw.value) };
  return Object.fromEntries(translatedFields(collectionSpec(name).fields).map((f) => [f.name, sourceHash(raw[f.name])]));
}

/**
 * A record's translations for its console page: its translated fields' English, and in each
 * language where each stands and what it says. Null for a record that does not exist.
 */
export async function recordTranslations(db: Executor, name: TranslatedCollectionName, id: string | null): Promise<RecordTranslations | null> {
  const english = await englishOf(db, name, id);
  if (!english) return null;
  const { entity, whole } = keptAs(name);
  const rows = (await rowsOf(db, entity, [english.key])).get(english.key);
  const fields = translatedFields(collectionSpec(name).fields);
  const languages = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, { states: statesIn(name, english.raw, rows, locale), values: formIn(name, english.form, rows, locale) }]),
  ) as RecordTranslations["languages"];
  return {
    whole,
    // Rich text was sanitised when it was saved; the console shows it rendered, so once more here.
    english: mapRichText(fields, Object.fromEntries(fields.map((f) => [f.name, english.form[f.name]])), sanitizeRichHtml),
    sources: sourcesOf(name, english.raw),
    languages,
  };
}

const badRequest = (message: string, errors: TranslationProblem[]) => new DomainError("bad_request", message, { errors });

/** Refuses a save the collection, the record or the request cannot take, before anything is read. */
function checkRequest(name: CollectionName, input: TranslationSave): { name: TranslatedCollectionName; fields: Field[] } {
  const spec = collectionSpec(name);
  if (!isTranslatedCollection(name)) throw notFound(`${spec.label} has no Marathi or Hindi version: nothing of it is translated.`);
  const translated = translatedFields(spec.fields);
  const { whole } = keptAs(name);
  if (!whole && !input.id) throw badRequest(`Name the ${spec.singular} whose translation this is.`, [{ path: "id", message: `is the ${spec.singular}'s id` }]);
  if (whole) {
    if (!input.sources.value) throw badRequest("Send the English's mark the page gave, to save its translation.", [{ path: "sources.value", message: "is the English's mark the page gave" }]);
    return { name, fields: translated };
  }
  const given = Object.keys(input.values);
  if (given.length === 0) throw badRequest("Send at least one field's translation.", [{ path: "values", message: "must hold at least one translated field" }]);
  const unknown = given.filter((field) => !translated.some((f) => f.name === field));
  if (unknown.length)
    throw badRequest(
      `Only the fields visitors read in their language are translated: ${unknown.join(", ")} is not one of them.`,
      unknown.map((field) => ({ path: `values.${field}`, message: "is not a field with a Marathi or Hindi version" })),
    );
  const unmarked = given.filter((field) => !input.sources[field]);
  if (unmarked.length) throw badRequest("Send the English's mark the page gave for each field saved.", unmarked.map((field) => ({ path: `sources.${field}`, message: "is the English's mark the page gave" })));
  return { name, fields: translated.filter((f) => given.includes(f.name)) };
}

/** Holds the record (or the setting's row) until the save commits, so its English cannot change in between; false when there is no such record. */
async function lockRecord(tx: Executor, name: TranslatedCollectionName, id: string | null): Promise<boolean> {
  const store = STORES[name];
  if (isTable(store)) return id !== null && (await store.lock(tx, id)) !== null;
  // A setting never saved reads as its default, which has nothing to lock.
  await tx.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, store.key)).for("update");
  return true;
}

/** What a translation's save changed, by path under the language's name ({ Marathi: { "faqs.2.a": … } }), for the audit. */
function auditOf(language: string, before: FieldValues, after: FieldValues): { before?: FieldValues; after: FieldValues } {
  const change = changedFields(before, after);
  // The same words saved again: kept as the translation of an English that has changed.
  if (Object.keys(change.after).length === 0) return { after: { [language]: "The same words, kept as translating the English of now" } };
  return { before: { [language]: change.before }, after: { [language]: change.after } };
}

/**
 * Saves a record's translation in one language: for a table's record the fields given, for a
 * setting the whole of it. Each translated text is checked by its field's own rules against the
 * English of now (required where the English has words, as many entries as the English), rich
 * text sanitised as the English's is, every other value taken from the English. A translation
 * remembers that English; one made against an English changed since the page was opened
 * (`sources`) is refused (409 `english_changed`), as is a record that is gone (404). Audited
 * (`translation_saved`); every language's pages of the collection are revalidated.
 */
export async function saveRecordTranslation(db: Executor, collection: CollectionName, input: TranslationSave, me: StaffMe, now: Date): Promise<RecordTranslations> {
  const { name, fields } = checkRequest(collection, input);
  const spec = collectionSpec(name);
  const { entity, whole } = keptAs(name);
  const language = LOCALE_FACTS[input.locale].english;
  const id = input.id ?? null;
  const gone = () => notFound(`There is no such ${spec.singular}: it may have been deleted. Copy what you typed before leaving this page.`);

  await db.transaction(async (tx) => {
    if (!(await lockRecord(tx, name, id))) throw gone();
    const english = await englishOf(tx, name, id);
    if (!english) throw gone();
    const sources = sourcesOf(name, english.raw);
    const changed = Object.keys(whole ? { value: true } : input.values).filter((field) => sources[field] !== input.sources[field]);
    if (changed.length) {
      const what = whole ? `the ${spec.singular}` : changed.map((field) => `“${fields.find((f) => f.name === field)?.label ?? field}”`).join(", ");
      throw new DomainError("conflict", `The English of ${what} has changed since this page was opened. Reload it to see the English of now, then check the ${language}: nothing was saved.`, {
        reason: "english_changed",
      });
    }
    const empty = whole ? [] : fields.filter((f) => isBlank(english.raw[f.name]));
    if (empty.length) throw badRequest(`The English is empty: there is nothing to translate.`, empty.map((f) => ({ path: `values.${f.name}`, message: `${f.label} has no English to translate` })));

    const problems: TranslationProblem[] = [];
    const read = Object.fromEntries(
      fields.map((f) => {
        const { value, problems: found } = readTranslation(f, english.form[f.name], input.values[f.name], `values.${f.name}`, language);
        problems.push(...found);
        return [f.name, value];
      }),
    );
    const refuse = (list: TranslationProblem[]) =>
      badRequest(`Nothing was saved: ${list.length === 1 ? "one field needs" : `${list.length} fields need`} changing. Each says why next to it.`, list);
    if (problems.length) throw refuse(problems);
    const translated = mapRichText(spec.fields, read, sanitizeRichHtml);

    const rows = (await rowsOf(tx, entity, [english.key])).get(english.key);
    if (whole) {
      // The setting whole: its other fields the English's, then stored as its English is (its own write rules, its adapters).
      const value = settingValue(name, { ...english.form, ...translated });
      const cross = spec.check?.(value.form) ?? [];
      if (cross.length) throw refuse(cross.map((p) => ({ path: `values.${p.path}`, message: p.message })));
      const before = rowOf(rows, input.locale, "value");
      await saveTranslation(tx, { entity, recordKey: english.key, locale: input.locale, field: "value", value: value.stored, english: english.raw.value, staffId: me.id });
      const pick = (values: FieldValues) => Object.fromEntries(fields.map((f) => [f.name, values[f.name]]));
      const change = auditOf(language, before ? pick(formValues(spec.fields, before.value)) : {}, pick(value.form));
      await recordAudit(tx, { actor: { id: me.id, email: me.email }, action: "translation_saved", entity: name, entityId: english.key, before: change.before && forAudit(change.before), after: forAudit(change.after) }, now);
      return;
    }
    for (const f of fields) {
      await saveTranslation(tx, { entity, recordKey: english.key, locale: input.locale, field: f.name, value: translated[f.name], english: english.raw[f.name], staffId: me.id });
    }
    const before = Object.fromEntries(fields.flatMap((f) => {
      const row = rowOf(rows, input.locale, f.name);
      return row ? [[f.name, row.value]] : [];
    }));
    const change = auditOf(language, before, translated);
    await recordAudit(tx, { actor: { id: me.id, email: me.email }, action: "translation_saved", entity: name, entityId: english.key, before: change.before && forAudit(change.before), after: forAudit(change.after) }, now);
    // A doctor's name in Devanagari is also how the doctor search finds them.
    if (name === "doctors" && fields.some((f) => f.name === "name")) await refreshDoctorSearchKeys(tx, [english.key]);
  });
  // Every language's pages carry the record's own tags: one change revalidates them all.
  await revalidateTags(spec.tags);
  const saved = await recordTranslations(db, name, id);
  if (!saved) throw gone();
  return saved;
}

/**
 * A setting's whole translation, from its form's values: as the setting stores its English
 * (SETTINGS' write schema and adapters: the home page's unused second button as none), and as
 * the form reads that back. Its translated parts passed their rules; the rest is the English's.
 */
function settingValue(name: TranslatedCollectionName, form: FieldValues): { stored: unknown; form: FieldValues } {
  const store = STORES[name];
  if (isTable(store)) throw new Error(`${name} is not a setting`);
  const parsed = SETTINGS[store.key].schema.safeParse(form);
  if (!parsed.success) {
    throw badRequest(
      `The English of this ${collectionSpec(name).singular} does not pass its own rules: save the English first.`,
      parsed.error.issues.map((issue) => ({ path: `values.${issue.path.join(".")}`, message: issue.message })),
    );
  }
  return { stored: parsed.data, form: formValues(collectionSpec(name).fields, parsed.data) };
}

/** A record field whose Marathi or Hindi is to be written or updated, for the console's list of translations to do. */
export interface TranslationToDo {
  collection: TranslatedCollectionName;
  /** The record (null for a setting, which has one). */
  id: string | null;
  /** The record's English name, or the setting's. */
  title: string;
  field: string;
  label: string;
  states: Record<TranslatedLocale, TranslationState>;
}

/** A field in need of work in either language. */
const needsWork = (states: Record<TranslatedLocale, TranslationState>) => TRANSLATED_LOCALES.some((l) => states[l] === "outOfDate" || states[l] === "missing");

/**
 * The fields of a collection whose Marathi or Hindi is out of date or missing, checking at most
 * `limit` records after `after` (by id: a keyset, so a page never reads more than `limit`
 * records and their translations, however many there are). `next` continues after the last
 * record checked, null once every record has been.
 */
export async function translationsToDo(db: Executor, name: TranslatedCollectionName, query: { after?: string; limit: number }): Promise<{ entries: TranslationToDo[]; next: string | null }> {
  const spec = collectionSpec(name);
  const store = STORES[name];
  const { entity } = keptAs(name);
  const fields = translatedFields(spec.fields);
  if (!isTable(store)) {
    if (query.after) return { entries: [], next: null };
    const english = await englishOf(db, name, null);
    const rows = (await rowsOf(db, entity, [english!.key])).get(english!.key);
    const states = Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, statesIn(name, english!.raw, rows, l).value])) as Record<TranslatedLocale, TranslationState>;
    return { entries: needsWork(states) ? [{ collection: name, id: null, title: spec.label, field: "value", label: "The whole page", states }] : [], next: null };
  }
  const records = await store.scan(db, spec.fields, query);
  const rows = await rowsOf(db, entity, records.map((r) => r.id));
  const entries = records.flatMap((record) =>
    fields.flatMap((f) => {
      const states = Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, stateOf(record.values[f.name], rowOf(rows.get(record.id), l, f.name))])) as Record<TranslatedLocale, TranslationState>;
      const title = String((spec.titleField && record.values[spec.titleField]) || spec.singular);
      return needsWork(states) ? [{ collection: name, id: record.id, title, field: f.name, label: f.label, states }] : [];
    }),
  );
  return { entries, next: records.length === query.limit ? records[records.length - 1].id : null };
}

/** How many records a page of the list of translations to do checks, per collection. */
const TO_DO_RECORDS = 100;

/** One collection's part of the list of translations to do: its fields in need, and where the next page starts (null: it was all checked). */
export interface TranslationsToDoPart {
  collection: TranslatedCollectionName;
  entries: TranslationToDo[];
  next: string | null;
}

/**
 * The console's list of translations to do, for a role: one collection's fields (continuing
 * after `after`), or the first page of every collection the role may change, each reading at
 * most TO_DO_RECORDS records.
 */
export async function translationsToDoFor(db: Executor, role: StaffRole, query: { collection?: TranslatedCollectionName; after?: string }): Promise<TranslationsToDoPart[]> {
  const names = query.collection ? [query.collection] : TRANSLATED_COLLECTIONS;
  const parts: TranslationsToDoPart[] = [];
  for (const name of names.filter((n) => mayAccess(collectionSpec(n), role, "change"))) {
    parts.push({ collection: name, ...(await translationsToDo(db, name, { after: query.collection ? query.after : undefined, limit: TO_DO_RECORDS })) });
  }
  return parts;
}

/** How many records the console's overview checks at most, per collection, to count the translations to do. */
const COUNT_RECORDS = 1000;

/**
 * How many fields of the collections a role may change have their Marathi or Hindi out of date
 * or missing, for the console's overview: each collection checked a page at a time, at most
 * COUNT_RECORDS records of it (`more`: some were left unchecked, so there may be more).
 */
export async function translationsToDoCount(db: Executor, role: StaffRole): Promise<{ count: number; more: boolean }> {
  let count = 0;
  let more = false;
  for (const name of TRANSLATED_COLLECTIONS.filter((n) => mayAccess(collectionSpec(n), role, "change"))) {
    let after: string | undefined;
    for (let checked = 0; ; checked += TO_DO_RECORDS) {
      if (checked >= COUNT_RECORDS) {
        more = true;
        break;
      }
      const page = await translationsToDo(db, name, { after, limit: TO_DO_RECORDS });
      count += page.entries.length;
      if (!page.next) break;
      after = page.next;
    }
  }
  return { count, more };
}
