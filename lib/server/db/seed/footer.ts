import "server-only";
import { z } from "zod";
import { settingSchema } from "@/lib/contracts/collections";
import type { ContactSettings } from "@/lib/contracts/contact";
import { footerToForm, type FooterSettings } from "@/lib/contracts/footer";
import { DEFAULT_LEGAL_LINKS, DEFAULT_NAVIGATION_SECTIONS } from "@/lib/footer/defaults";
import { readSetting } from "./content";

/**
 * The demo hospital's footer as staff would keep it (content/footer.json). Its link sections
 * and legal links are the site's defaults (lib/footer/defaults.ts), which build their
 * addresses from lib/routes.ts, so the file holds everything else.
 */
export const FOOTER_SETTINGS_SEED = readSetting<FooterSettings>("footer.json", z.preprocess(footerToForm, settingSchema("footer")), (footer) => ({
  ...footer,
  navigationSections: DEFAULT_NAVIGATION_SECTIONS,
  legalSection: { ...(footer.legalSection as object), links: DEFAULT_LEGAL_LINKS },
}));

/** The demo hospital's address, front desk and e-mail (content/contact.json, site setting "contact"). */
export const CONTACT_SETTINGS_SEED = readSetting<ContactSettings>("contact.json", settingSchema("contact"));
