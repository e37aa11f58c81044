import "server-only";
import type { Feature, Statistic } from "@/lib/contracts/home";
import type { Locale } from "@/lib/i18n/locales";
import type { TranslatedSettingName } from "@/lib/contracts/collections";
import type { Executor } from "../db";
import { logEvent } from "../log";
import type { SettingKey } from "../settings/keys";
import { applyTranslations, translationRows, type Localized } from ".";

// The hospital's own pages in Marathi or Hindi: the settings they show (the about and contact
// pages, the home page's blocks, Terms, Privacy) and the home page's tiles and figures. A setting
// is translated as a whole, one value per language keyed by the setting's key, remembering the
// English as a page reads it: any change to it puts all of the translation out of date, and the
// page shows the English (and says so), never a mix of new English and an older translation.
// English passes through untouched. (The settings domain reads a setting in a language with
// these: getSettingIn.)

/** The settings the translated pages show: the setting collections with a translated field (`translatable`, lib/contracts/collections). */
export type TranslatedSetting = TranslatedSettingName & SettingKey;

const asIs = <T>(value: T): Localized<T> => ({ value, outOfDate: [], missing: [] });

/** Whether a localized value is shown in English: its translation is older than the English, or missing. */
export const inEnglish = (localized: Localized<unknown>): boolean => localized.outOfDate.length > 0 || localized.missing.length > 0;

/**
 * A setting in `locale`: its translation while `english` (the setting as read, defaults filled
 * in, so a save that changes no word changes nothing) is the English it was written from, else
 * `english`. `read` checks a translation as the setting's own value is read (null: not valid,
 * so not shown).
 */
export async function localizeSetting<T>(db: Executor, locale: Locale, key: TranslatedSetting, english: T, read: (value: unknown) => T | null): Promise<Localized<T>> {
  if (locale === "en") return asIs(english);
  const rows = await translationRows(db, "setting", locale, [key]);
  const applied = applyTranslations("setting", { value: english }, rows.get(key));
  if (inEnglish(applied)) return { value: english, outOfDate: applied.outOfDate, missing: applied.missing };
  const translated = read(applied.value.value);
  if (translated === null) {
    logEvent("error", "translation_invalid", { detail: `the ${locale} translation of the "${key}" setting is not valid; showing the English` });
    return { value: english, outOfDate: [], missing: ["value"] };
  }
  return asIs(translated);
}

/** Records of a list in `locale`, and the ids of those shown (in part) in English. */
export interface LocalizedList<T> {
  value: T[];
  english: string[];
}

/** The home page's feature tiles in `locale`. */
export async function localizeFeatures<T extends Feature>(db: Executor, locale: Locale, list: T[]): Promise<LocalizedList<T>> {
  if (locale === "en") return { value: list, english: [] };
  const rows = await translationRows(db, "feature", locale, list.map((f) => f._id));
  const english: string[] = [];
  const value = list.map((f) => {
    const applied = applyTranslations("feature", { title: f.title, description: f.description }, rows.get(f._id));
    if (inEnglish(applied)) english.push(f._id);
    return { ...f, ...applied.value };
  });
  return { value, english };
}

/** The home page's figures in `locale` (what each counts; the figure itself is the same). */
export async function localizeStatistics<T extends Statistic>(db: Executor, locale: Locale, list: T[]): Promise<LocalizedList<T>> {
  if (locale === "en") return { value: list, english: [] };
  const rows = await translationRows(db, "statistic", locale, list.map((s) => s._id));
  const english: string[] = [];
  const value = list.map((s) => {
    const applied = applyTranslations("statistic", { label: s.label }, rows.get(s._id));
    if (inEnglish(applied)) english.push(s._id);
    return { ...s, label: applied.value.label };
  });
  return { value, english };
}
