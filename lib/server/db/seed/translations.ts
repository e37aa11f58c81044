import "server-only";
import { z } from "zod";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/lib/i18n/locales";
import type { Transaction } from "../executor";
import { contentTranslations, doctors, serviceCategories, services, specialities } from "../schema";
import { sourceHash, type TranslatableEntity } from "../../translations";
import { readJson, text } from "./content";
import { DOCTORS_SEED, doctorBiography, doctorUsername } from "./doctors";
import { readWriteUp, SERVICE_CATEGORIES_SEED, SERVICES_SEED } from "./services";
import { SPECIALITIES_SEED } from "./specialities";
import { SPECIALITY_CONTENT_SEED } from "./speciality-content";

// The demo content in Marathi and Hindi (content/translations/<locale>/*.json), written for each
// language, keyed as its English records are (a speciality's or doctor's English name, a
// service's slug). Each translation remembers the English of the demo it was written from: were
// a record's English already changed in the console, the translation is out of date at once.

const faq = z.strictObject({ q: text, a: text });

const SCHEMAS = {
  specialities: z.record(
    text,
    z.strictObject({
      name: text,
      overviewDescription: text.optional(),
      heroDescription: text.optional(),
      conditions: z.array(text),
      procedures: z.array(text),
      faqs: z.array(faq),
    }),
  ),
  doctors: z.record(text, z.strictObject({ name: text, designation: text, biography: text })),
  services: z.record(text, z.strictObject({ name: text, summary: text, heroTitle: text, heroDescription: text })),
  "service-categories": z.record(text, z.strictObject({ name: text, description: text })),
};

type File = keyof typeof SCHEMAS;
const read = <F extends File>(locale: TranslatedLocale, file: F) => readJson(`translations/${locale}/${file}.json`, SCHEMAS[file]) as z.output<(typeof SCHEMAS)[F]>;

/** One translated field of a seeded record, before its record's id is known. */
interface Seeded {
  entity: TranslatableEntity;
  /** The record's English key in the file (name or slug). */
  key: string;
  field: string;
  value: unknown;
  english: unknown;
}

/** The English a field was translated from, and its translation; a field the English lacks is a file error. */
function fieldsOf(entity: TranslatableEntity, key: string, english: Record<string, unknown>, translated: Record<string, unknown>, file: string): Seeded[] {
  return Object.entries(translated).map(([field, value]) => {
    const source = english[field];
    if (source == null) throw new Error(`Demo content translations: ${file} translates "${key}".${field}, which its English record does not have.`);
    if (Array.isArray(source) && (!Array.isArray(value) || value.length !== source.length)) {
      throw new Error(`Demo content translations: ${file} gives "${key}".${field} ${Array.isArray(value) ? value.length : 0} entries where the English has ${source.length}.`);
    }
    return { entity, key, field, value, english: source };
  });
}

/** Every translated field of the demo, in one language. */
export function demoTranslations(locale: TranslatedLocale): Seeded[] {
  const out: Seeded[] = [];
  const specialityFile = read(locale, "specialities");
  for (const s of SPECIALITIES_SEED) {
    const translated = specialityFile[s.name];
    if (!translated) throw new Error(`Demo content translations/${locale}/specialities.json has no "${s.name}".`);
    const content = SPECIALITY_CONTENT_SEED[s.name] ?? { conditions: [], procedures: [], faqs: [] };
    out.push(...fieldsOf("speciality", s.name, { ...s, ...content }, translated, `${locale}/specialities.json`));
  }
  const doctorFile = read(locale, "doctors");
  for (const d of DOCTORS_SEED) {
    const translated = doctorFile[d.name];
    if (!translated) throw new Error(`Demo content translations/${locale}/doctors.json has no "${d.name}".`);
    out.push(...fieldsOf("doctor", doctorUsername(d.name), { name: d.name, designation: d.designation, biography: doctorBiography(d) }, translated, `${locale}/doctors.json`));
  }
  const serviceFile = read(locale, "services");
  for (const s of SERVICES_SEED) {
    const translated = serviceFile[s.slug];
    if (!translated) throw new Error(`Demo content translations/${locale}/services.json has no "${s.slug}".`);
    // The write-up (content/translations/<locale>/services/<slug>.md), as the English one is read.
    const writeUp = readWriteUp(`translations/${locale}/services/${s.slug}.md`);
    const english = { ...s, overviewDescription: s.overview };
    out.push(...fieldsOf("service", s.slug, english, { ...translated, overviewDescription: writeUp.overview, sections: writeUp.sections }, `${locale}/services`));
  }
  const categoryFile = read(locale, "service-categories");
  for (const c of SERVICE_CATEGORIES_SEED) {
    const translated = categoryFile[c.slug];
    if (!translated) throw new Error(`Demo content translations/${locale}/service-categories.json has no "${c.slug}".`);
    out.push(...fieldsOf("serviceCategory", c.slug, c, translated, `${locale}/service-categories.json`));
  }
  return out;
}

/** Adds the demo's translations that a database lacks (one already there, made or edited by staff, stays). */
export async function seedTranslations(tx: Transaction): Promise<void> {
  const [specialityRows, doctorRows, serviceRows, categoryRows] = await Promise.all([
    tx.select({ id: specialities.id, key: specialities.name }).from(specialities),
    tx.select({ id: doctors.id, key: doctors.username }).from(doctors),
    tx.select({ id: services.id, key: services.slug }).from(services),
    tx.select({ id: serviceCategories.id, key: serviceCategories.slug }).from(serviceCategories),
  ]);
  const ids: Record<string, Map<string, string>> = {
    speciality: new Map(specialityRows.map((r) => [r.key, r.id])),
    doctor: new Map(doctorRows.map((r) => [r.key, r.id])),
    service: new Map(serviceRows.map((r) => [r.key, r.id])),
    serviceCategory: new Map(categoryRows.map((r) => [r.key, r.id])),
  };
  const rows = TRANSLATED_LOCALES.flatMap((locale) =>
    demoTranslations(locale).flatMap((t) => {
      const id = ids[t.entity]?.get(t.key);
      // A demo record the hospital deleted has no translation to gain.
      return id ? [{ entity: t.entity, recordKey: id, locale, field: t.field, value: t.value, sourceHash: sourceHash(t.english) }] : [];
    }),
  );
  for (let at = 0; at < rows.length; at += 500) {
    await tx.insert(contentTranslations).values(rows.slice(at, at + 500)).onConflictDoNothing();
  }
}
