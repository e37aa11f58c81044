import "server-only";
import { z } from "zod";
import { DEFAULT_CHANGE_TIERS } from "@/lib/contracts/change-rules";
import { DEFAULT_CONTACT } from "@/lib/contracts/contact";
import { settingReadSchema, settingSchema, type CollectionName } from "@/lib/contracts/collections";
import { footerToForm, footerToStored } from "@/lib/contracts/footer";
import { DEFAULT_HOMEPAGE, homepageToForm, homepageToStored } from "@/lib/contracts/home";
import type { AboutContent, ContactPageContent } from "@/lib/contracts/content";
import { DEFAULT_FOOTER, mergeFooter, type StoredFooter } from "@/lib/footer/defaults";
import { TAGS } from "../cache";

// Every site setting (a row of site_settings): the schema its stored value must pass, the
// value used when nothing valid is stored, and the cache tag a write to it revalidates. A
// setting edited as a whole in the console has its declaration's fields as its schema
// (settingSchema). The footer and the home page too, with one adapter each way for what they
// store as null (a plain-text link, an unused second button); the footer also takes SPEC.md's
// default for each section a stored value leaves out.

export interface SettingDefinition<S extends z.ZodType> {
  /** What a write must pass (the console's save, the seed). */
  schema: S;
  /** How a stored value is read: more forgiving than the write rules, so stored data is never lost to a tightened rule. */
  readSchema: z.ZodType<z.output<S>>;
  defaultValue: z.output<S>;
  tag: string;
  /** Not stored is normal (the default is the hospital's rule until staff change it): not reported. */
  defaultWhenMissing?: true;
}

const EMPTY_ABOUT: AboutContent = { mission: "", vision: "", values: [], history: [], leadership: [], accreditations: [], facts: [] };
const EMPTY_CONTACT_PAGE: ContactPageContent = { departments: [], addresses: [], directions: [], map: { latitude: 0, longitude: 0, landmarks: [] }, subjects: ["General enquiry"] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** A setting whose fields are its schema: written by their rules, read by their types (lib/contracts/collections). */
const declared = <N extends CollectionName>(name: N) => ({ schema: settingSchema(name), readSchema: settingReadSchema(name) });
/** A stored footer with SPEC.md's default for each section it leaves out, as the form holds it. */
const footerForm = (value: unknown) => footerToForm(isPlainObject(value) ? mergeFooter(value as StoredFooter) : value);

export const SETTINGS = {
  /** SPEC.md section 3's footer. A section left out (or empty) falls back to SPEC.md's default, field by field. */
  footer: {
    schema: z.preprocess(footerForm, settingSchema("footer")).transform(footerToStored),
    readSchema: z.preprocess(footerForm, settingReadSchema("footer")).transform(footerToStored),
    defaultValue: DEFAULT_FOOTER,
    tag: TAGS.footer,
  },
  /** The home page's hero, highlights and calls to action. */
  homepage: {
    schema: z.preprocess(homepageToForm, settingSchema("homepage")).transform(homepageToStored),
    readSchema: z.preprocess(homepageToForm, settingReadSchema("homepage")).transform(homepageToStored),
    defaultValue: DEFAULT_HOMEPAGE,
    tag: TAGS.home,
  },
  /** The postal address, phone and e-mail the footer and the structured data show. */
  contact: { ...declared("contact"), defaultValue: DEFAULT_CONTACT, tag: TAGS.contact },
  /** The about page: mission, history, leadership, accreditations. */
  about: { ...declared("about"), defaultValue: EMPTY_ABOUT, tag: TAGS.pages },
  /** The contact page's departments, addresses, directions, map and form subjects. */
  contactPage: { ...declared("contactPage"), defaultValue: EMPTY_CONTACT_PAGE, tag: TAGS.pages },
  /** The refund and change rules of a booking (lib/contracts/change-rules.ts); free slots and booking views state them. */
  changeRules: { ...declared("changeRules"), defaultValue: { tiers: DEFAULT_CHANGE_TIERS }, tag: TAGS.availability, defaultWhenMissing: true },
  /** Terms of use and the privacy notice: sanitised HTML. */
  terms: { ...declared("terms"), defaultValue: { title: "Terms of Use", lastUpdated: "1970-01-01", bodyHtml: "" }, tag: TAGS.pages },
  privacy: { ...declared("privacy"), defaultValue: { title: "Privacy Notice", lastUpdated: "1970-01-01", bodyHtml: "" }, tag: TAGS.pages },
} satisfies Record<string, SettingDefinition<z.ZodType>>;

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]["schema"]>;
