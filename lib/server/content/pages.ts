import "server-only";
import type { ContactSettings } from "@/lib/contracts/contact";
import type { AboutContent, ContactPageContent, LegalPage } from "@/lib/contracts/content";
import type { Locale } from "@/lib/i18n/locales";
import { localDateOf } from "@/lib/format/appointment-time";
import { withDb, type Executor } from "../db";
import { getConfig } from "../config";
import { getSetting, getSettingIn } from "../settings";
import { sanitizeRichHtml } from "../html/sanitize";
import { cachedRead, TAGS } from "../cache";
import type { Localized } from "../translations";

/** Today's date in the hospital's zone ("YYYY-MM-DD"): the day job openings close on. */
export const hospitalToday = (now = new Date()): string => localDateOf(now, getConfig().timeZone);

/** The contact page: the "contact" setting (address, phone, e-mail: the footer's too) and the page's own details. */
export async function getContactPage(db: Executor): Promise<ContactSettings & ContactPageContent> {
  const [contact, page] = await Promise.all([getSetting(db, "contact"), getSetting(db, "contactPage")]);
  return { ...contact, ...page };
}

// The about, contact, Terms and Privacy pages in a language (getSettingIn): a setting's
// translation while it is current, else its English, with `outOfDate` / `missing` saying so.
// In English, the settings as getSetting reads them.

/** The about page in `locale`. */
export async function getAboutIn(db: Executor, locale: Locale): Promise<Localized<AboutContent>> {
  return getSettingIn(db, "about", locale);
}

/** The contact page in `locale`: the page's own details translated; the address, phone and e-mail (the "contact" setting) as they are. */
export async function getContactPageIn(db: Executor, locale: Locale): Promise<Localized<ContactSettings & ContactPageContent>> {
  const [contact, page] = await Promise.all([getSetting(db, "contact"), getSettingIn(db, "contactPage", locale)]);
  return { ...page, value: { ...contact, ...page.value } };
}

/** Terms or Privacy in `locale`, its HTML sanitised again on the way out. */
export async function getLegalPageIn(db: Executor, key: "terms" | "privacy", locale: Locale): Promise<Localized<LegalPage>> {
  const localized = await getSettingIn(db, key, locale);
  return { ...localized, value: { ...localized.value, bodyHtml: sanitizeRichHtml(localized.value.bodyHtml) } };
}

// The pages' reads, cached per language under the same tags: a change in the console renews every language.
export const getAboutInCached = cachedRead(withDb(getAboutIn), "about-in", [TAGS.pages]);
export const getContactPageInCached = cachedRead(withDb(getContactPageIn), "contact-page-in", [TAGS.pages, TAGS.contact]);
export const getLegalPageInCached = cachedRead(withDb(getLegalPageIn), "legal-page-in", [TAGS.pages]);
