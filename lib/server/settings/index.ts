import "server-only";
import { eq, sql } from "drizzle-orm";
import { hasPostalAddress, postalAddressText, type ContactSettings } from "@/lib/contracts/contact";
import type { FooterSettings } from "@/lib/contracts/footer";
import type { Homepage } from "@/lib/contracts/home";
import { withDb, type Executor } from "../db";
import { siteSettings } from "../db/schema";
import { cachedRead } from "../cache";
import { SETTINGS, type SettingKey, type SettingValue } from "./keys";
import type { Locale } from "@/lib/i18n/locales";
import type { Localized } from "../translations";
import { localizeSetting, type TranslatedSetting } from "../translations/settings";

import { logEvent } from "../log";

export { type SettingKey, type SettingValue } from "./keys";

// A broken or missing setting is reported once per process and key, not on every page view.
const reported = new Set<string>();
function reportOnce(key: SettingKey, problem: string, detail?: string): void {
  if (reported.has(`${key}:${problem}`)) return;
  reported.add(`${key}:${problem}`);
  logEvent("error", "setting_default_used", { detail: `the "${key}" setting ${problem}${detail ? ` (${detail})` : ""}; showing its default` });
}

/**
 * Forget what was reported (tests).
 * @internal
 */
export function resetSettingReports(): void {
  reported.clear();
}

/**
 * A site setting as stored, checked against its schema. A missing or invalid value gives the
 * schema's default (never the demo seed) and is logged once.
 */
export async function getSetting<K extends SettingKey>(db: Executor, key: K): Promise<SettingValue<K>> {
  const definition = SETTINGS[key];
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  if (!row) {
    if (!("defaultWhenMissing" in definition)) reportOnce(key, "is not stored");
    return definition.defaultValue as SettingValue<K>;
  }
  const parsed = definition.readSchema.safeParse(row.value);
  if (!parsed.success) {
    reportOnce(key, "is not valid", parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "));
    return definition.defaultValue as SettingValue<K>;
  }
  return parsed.data as SettingValue<K>;
}

/**
 * A setting a page shows, in `locale` (lib/server/translations/settings.ts): its translation
 * while the English it was written from is the setting as read now, else that English, with
 * `outOfDate` / `missing` saying so. English is getSetting's.
 */
export async function getSettingIn<K extends TranslatedSetting>(db: Executor, key: K, locale: Locale): Promise<Localized<SettingValue<K>>> {
  const read = (value: unknown): SettingValue<K> | null => {
    const parsed = SETTINGS[key].readSchema.safeParse(value);
    return parsed.success ? (parsed.data as SettingValue<K>) : null;
  };
  return localizeSetting(db, locale, key, await getSetting(db, key), read);
}

/**
 * Stores a site setting after checking it against its schema (a bad value throws zod's
 * error, which the route wrapper answers with 400 naming the fields). Returns the cache tags to revalidate
 * once the caller's transaction has committed.
 */
export async function putSetting<K extends SettingKey>(db: Executor, key: K, value: unknown): Promise<{ tags: string[]; value: SettingValue<K> }> {
  const definition = SETTINGS[key];
  const parsed = definition.schema.parse(value);
  await db
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: sql`now()` } });
  return { tags: [definition.tag], value: parsed as SettingValue<K> };
}

export const getContactSettings = (db: Executor): Promise<ContactSettings> => getSetting(db, "contact");

export const getHomepageSettings = (db: Executor): Promise<Homepage> => getSetting(db, "homepage");

/** The footer as stored, its contact entries taken from the contact setting where it has them. */
export async function getFooterSettings(db: Executor): Promise<FooterSettings> {
  const [footer, contact] = await Promise.all([getSetting(db, "footer"), getContactSettings(db)]);
  return withContact(footer, contact);
}

/** The contact setting is the one source of the address, phone and e-mail; the footer's own entries fill gaps. */
function withContact(footer: FooterSettings, contact: ContactSettings): FooterSettings {
  const general = footer.contactInfo.generalContact;
  const fill = (item: typeof general.phone, value: string) => (value ? { ...item, value } : item);
  return {
    ...footer,
    contactInfo: {
      ...footer.contactInfo,
      generalContact: {
        phone: fill(general.phone, contact.phone),
        email: fill(general.email, contact.email),
        address: fill(general.address, hasPostalAddress(contact.address) ? postalAddressText(contact.address) : ""),
      },
    },
  };
}

export const getContactSettingsCached = cachedRead(withDb(getContactSettings), "settings-contact", [SETTINGS.contact.tag]);
