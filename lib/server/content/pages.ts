import "server-only";
import type { ContactSettings } from "@/lib/contracts/contact";
import type { ContactPageContent, LegalPage } from "@/lib/contracts/content";
import { localDateOf } from "@/lib/format/appointment-time";
import { withDb, type Executor } from "../db";
import { getConfig } from "../config";
import { getSetting } from "../settings";
import { sanitizeRichHtml } from "../html/sanitize";
import { cachedRead, TAGS } from "../cache";

/** Today's date in the hospital's zone ("YYYY-MM-DD"): the day job openings close on. */
export const hospitalToday = (now = new Date()): string => localDateOf(now, getConfig().timeZone);

/** The contact page: the "contact" setting (address, phone, e-mail: the footer's too) and the page's own details. */
export async function getContactPage(db: Executor): Promise<ContactSettings & ContactPageContent> {
  const [contact, page] = await Promise.all([getSetting(db, "contact"), getSetting(db, "contactPage")]);
  return { ...contact, ...page };
}

/** Terms or Privacy, its HTML sanitised again on the way out. */
async function getLegalPage(db: Executor, key: "terms" | "privacy"): Promise<LegalPage> {
  const page = await getSetting(db, key);
  return { ...page, bodyHtml: sanitizeRichHtml(page.bodyHtml) };
}

export const getAboutCached = cachedRead(withDb((db) => getSetting(db, "about")), "about", [TAGS.pages]);
export const getContactPageCached = cachedRead(withDb(getContactPage), "contact-page", [TAGS.pages, TAGS.contact]);
export const getLegalPageCached = cachedRead(withDb(getLegalPage), "legal-page", [TAGS.pages]);
