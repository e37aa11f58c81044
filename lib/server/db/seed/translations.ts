import "server-only";
import { z } from "zod";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/lib/i18n/locales";
import type { Transaction } from "../executor";
import { contentTranslations, doctors, features, serviceCategories, services, specialities, statistics } from "../schema";
import { settingReadSchema, settingSchema } from "@/lib/contracts/collections";
import { homepageToForm, homepageToStored } from "@/lib/contracts/home";
import { sanitizeRichHtml } from "../../html/sanitize";
import type { TranslatableEntity } from "../../translations";
import { sourceHash } from "../source-hash";
import { TRANSLATED_SETTING_NAMES } from "@/lib/contracts/collections";
import type { TranslatedSetting } from "../../translations/settings";

/** The settings translated whole (lib/contracts/collections). */
const TRANSLATED_SETTINGS = TRANSLATED_SETTING_NAMES as readonly TranslatedSetting[];
import { checked, readJson, readText, text } from "./content";
import { DOCTORS_SEED, doctorBiography, doctorUsername } from "./doctors";
import { PAGE_SETTINGS_SEED } from "./editorial";
import { FEATURES_SEED, HOMEPAGE_SCHEMA, HOMEPAGE_SEED, STATISTICS_SEED } from "./home";
import { readWriteUp, SERVICE_CATEGORIES_SEED, SERVICES_SEED } from "./services";
import { SPECIALITIES_SEED } from "./specialities";
import { SPECIALITY_CONTENT_SEED } from "./speciality-content";

// The demo content in Marathi and Hindi (content/translations/<locale>/*.json), written for each
// language, keyed as its English records are (a speciality's or doctor's English name, a
// service's slug). Each translation remembers the English of the demo it was written from: were
// a record's English already changed in the console, the translation is out of date at once.
// A page's setting (home, about, contact, Terms, Privacy) is translated whole, in the shape its
// English is stored in; the home page's tiles and figures by their keys.

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
  home: z.strictObject({
    homepage: z.record(z.string(), z.unknown()),
    features: z.array(z.strictObject({ key: text, title: text, description: text, icon: text })),
    statistics: z.array(z.strictObject({ key: text, label: text, value: z.number(), suffix: text.nullable(), icon: text })),
  }),
  about: z.record(z.string(), z.unknown()),
  "contact-page": z.record(z.string(), z.unknown()),
  legal: z.strictObject({ terms: z.strictObject({ title: text }), privacy: z.strictObject({ title: text }) }),
};

type File = keyof typeof SCHEMAS;
const read = <F extends File>(locale: TranslatedLocale, file: F) => readJson(`translations/${locale}/${file}.json`, SCHEMAS[file]) as z.output<(typeof SCHEMAS)[F]>;

/** The demo's Marathi and Hindi spellings of a doctor's name: the doctor's search key takes them in. */
export function demoNameSpellings(englishName: string): string[] {
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const name = doctorNames(locale)[englishName]?.name;
    return name ? [name] : [];
  });
}
const doctorFiles = new Map<TranslatedLocale, z.output<(typeof SCHEMAS)["doctors"]>>();
const doctorNames = (locale: TranslatedLocale) => {
  if (!doctorFiles.has(locale)) doctorFiles.set(locale, read(locale, "doctors"));
  return doctorFiles.get(locale)!;
};

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

/**
 * Where a translated setting differs from its English other than in its words: a key added or
 * left out, an entry more or fewer, a number, null or kind of value changed. Its words may
 * differ, so a page can show the one in place of the other.
 */
function shapeDifference(english: unknown, translated: unknown, at = ""): string | null {
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length) return `${at || "the value"} has ${Array.isArray(translated) ? translated.length : "no"} entries where the English has ${english.length}`;
    for (const [i, item] of english.entries()) {
      const found = shapeDifference(item, translated[i], `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (english && typeof english === "object") {
    if (!translated || typeof translated !== "object" || Array.isArray(translated)) return `${at || "the value"} is not an object as in the English`;
    const keys = (o: object) => Object.keys(o).sort().join(",");
    if (keys(english) !== keys(translated)) return `${at || "the value"} has the fields ${keys(translated)} where the English has ${keys(english)}`;
    for (const [key, item] of Object.entries(english)) {
      const found = shapeDifference(item, (translated as Record<string, unknown>)[key], at ? `${at}.${key}` : key);
      if (found) return found;
    }
    return null;
  }
  if (typeof english === "string" && typeof translated === "string") return null;
  return english === translated ? null : `${at} is ${JSON.stringify(translated)} where the English has ${JSON.stringify(english)}`;
}

/** The English of each translated page setting as the demo stores it, and what a value of it must pass. */
const SETTINGS_SEED: Record<TranslatedSetting, unknown> = { homepage: HOMEPAGE_SEED, ...PAGE_SETTINGS_SEED };
const SETTING_SCHEMAS: Record<TranslatedSetting, z.ZodType> = {
  homepage: HOMEPAGE_SCHEMA,
  about: settingSchema("about"),
  contactPage: settingSchema("contactPage"),
  terms: settingSchema("terms"),
  privacy: settingSchema("privacy"),
};

/**
 * How a page reads each of them, as lib/server/settings/keys.ts declares it (which the seed may
 * not import: the settings domain reads the database): a translation remembers its English as
 * read, defaults filled in, so that a console save changing no word leaves it current.
 * lib/server/translations/settings.test.ts proves every seeded one current.
 */
const SETTING_READS: Record<TranslatedSetting, z.ZodType> = {
  homepage: z.preprocess(homepageToForm, settingReadSchema("homepage")).transform(homepageToStored),
  about: settingReadSchema("about"),
  contactPage: settingReadSchema("contactPage"),
  terms: settingReadSchema("terms"),
  privacy: settingReadSchema("privacy"),
};

/** A page setting's translation, as its English is stored (legal texts sanitised, their date the English one's). */
function translatedSettings(locale: TranslatedLocale): Record<TranslatedSetting, unknown> {
  const legal = read(locale, "legal");
  const legalPage = (page: "terms" | "privacy") => ({
    ...legal[page],
    lastUpdated: PAGE_SETTINGS_SEED[page].lastUpdated,
    bodyHtml: sanitizeRichHtml(readText(`translations/${locale}/legal/${page}.html`)),
  });
  return {
    homepage: read(locale, "home").homepage,
    about: read(locale, "about"),
    contactPage: read(locale, "contact-page"),
    terms: legalPage("terms"),
    privacy: legalPage("privacy"),
  };
}

/** The page settings of the demo in one language: each checked by its setting's own rules, and against its English's shape. */
function settingTranslations(locale: TranslatedLocale): Seeded[] {
  const translated = translatedSettings(locale);
  return TRANSLATED_SETTINGS.map((key) => {
    const file = `translations/${locale} (the "${key}" setting)`;
    checked(file, SETTING_SCHEMAS[key], translated[key]);
    const difference = shapeDifference(SETTINGS_SEED[key], translated[key]);
    if (difference) throw new Error(`Demo content ${file}: ${difference}.`);
    return { entity: "setting", key, field: "value", value: translated[key], english: SETTING_READS[key].parse(SETTINGS_SEED[key]) };
  });
}

/** The home page's tiles and figures in one language, by key. */
function homeRecordTranslations(locale: TranslatedLocale): Seeded[] {
  const file = read(locale, "home");
  const out: Seeded[] = [];
  for (const f of FEATURES_SEED) {
    const translated = file.features.find((t) => t.key === f.key);
    if (!translated) throw new Error(`Demo content translations/${locale}/home.json has no feature "${f.key}".`);
    out.push(...fieldsOf("feature", f.key, f, { title: translated.title, description: translated.description }, `${locale}/home.json`));
  }
  for (const s of STATISTICS_SEED) {
    const translated = file.statistics.find((t) => t.key === s.key);
    if (!translated) throw new Error(`Demo content translations/${locale}/home.json has no figure "${s.key}".`);
    out.push(...fieldsOf("statistic", s.key, s, { label: translated.label }, `${locale}/home.json`));
  }
  return out;
}

/** Every translated field of the demo, in one language. */
function demoTranslations(locale: TranslatedLocale): Seeded[] {
  const out: Seeded[] = [];
  const specialityFile = read(locale, "specialities");
  for (const s of SPECIALITIES_SEED) {
    const translated = specialityFile[s.name];
    if (!translated) throw new Error(`Demo content translations/${locale}/specialities.json has no "${s.name}".`);
    const content = SPECIALITY_CONTENT_SEED[s.name] ?? { conditions: [], procedures: [], faqs: [] };
    out.push(...fieldsOf("speciality", s.name, { ...s, ...content }, translated, `${locale}/specialities.json`));
  }
  const doctorFile = doctorNames(locale);
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
    const writeUp = readWriteUp(["translations", locale, "services", `${s.slug}.md`].join("/"));
    const english = { ...s, overviewDescription: s.overview };
    out.push(...fieldsOf("service", s.slug, english, { ...translated, overviewDescription: writeUp.overview, sections: writeUp.sections }, `${locale} service write-ups`));
  }
  const categoryFile = read(locale, "service-categories");
  for (const c of SERVICE_CATEGORIES_SEED) {
    const translated = categoryFile[c.slug];
    if (!translated) throw new Error(`Demo content translations/${locale}/service-categories.json has no "${c.slug}".`);
    out.push(...fieldsOf("serviceCategory", c.slug, c, translated, `${locale}/service-categories.json`));
  }
  out.push(...settingTranslations(locale), ...homeRecordTranslations(locale));
  return out;
}

/** Adds the demo's translations that a database lacks (one already there, made or edited by staff, stays). */
export async function seedTranslations(tx: Transaction): Promise<void> {
  const [specialityRows, doctorRows, serviceRows, categoryRows, featureRows, statisticRows] = await Promise.all([
    tx.select({ id: specialities.id, key: specialities.name }).from(specialities),
    tx.select({ id: doctors.id, key: doctors.username }).from(doctors),
    tx.select({ id: services.id, key: services.slug }).from(services),
    tx.select({ id: serviceCategories.id, key: serviceCategories.slug }).from(serviceCategories),
    tx.select({ id: features.id, key: features.key }).from(features),
    tx.select({ id: statistics.id, key: statistics.key }).from(statistics),
  ]);
  const ids: Record<TranslatableEntity, Map<string, string>> = {
    speciality: new Map(specialityRows.map((r) => [r.key, r.id])),
    doctor: new Map(doctorRows.map((r) => [r.key, r.id])),
    service: new Map(serviceRows.map((r) => [r.key, r.id])),
    serviceCategory: new Map(categoryRows.map((r) => [r.key, r.id])),
    feature: new Map(featureRows.map((r) => [r.key, r.id])),
    statistic: new Map(statisticRows.map((r) => [r.key, r.id])),
    // A setting's translation is kept under the setting's key.
    setting: new Map(TRANSLATED_SETTINGS.map((key) => [key, key])),
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
