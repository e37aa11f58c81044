import { z } from "zod";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../common";
import { isLinkTarget, isSitePath, isVideoAddress, isWebAddress, LINK_TARGET_MESSAGE } from "../links";
import { ROUTES } from "@/lib/routes";

// The console's content fields, declared once per collection in ./index.ts: one
// declaration gives the form its inputs and the server its write schema (`schemaOf`), so a
// field's label and its error messages cannot drift apart. Pure: used by the server and by the
// console's one edit form alike.

import type { ImagePurpose } from "../uploads";
import { formatRupees } from "@/lib/format/money";

interface Base {
  /** The value's key in the record (and the database column it maps to, unless the store says otherwise). */
  name: string;
  label: string;
  /** One line under the label: what the field is for, how it is shown. */
  help?: string;
  /** May be left empty (text: "", stored as null where the column allows it). */
  optional?: boolean;
  /** What a new record's form starts with, when not empty (an order of 0, shown on the site). */
  initial?: string | number | boolean;
}

export type TextFormat = "slug" | "sitePath" | "href" | "url" | "email" | "video" | "icon" | "country";

interface Translatable {
  /**
   * Visitors read it, so it has a Marathi and a Hindi version beside the English (edited side by
   * side in the console, kept in content_translations: lib/server/translations). Only words: a
   * text without a format, a long text, rich text or a typed list. A group or an array is
   * translated when it holds such a field (isTranslated); its other fields stay the English's.
   */
  translatable?: true;
}

export type Field =
  | (Base & Translatable & { kind: "text"; max: number; format?: TextFormat })
  | (Base & Translatable & { kind: "textarea"; max: number; rows?: number })
  | (Base & Translatable & { kind: "richtext"; max: number })
  | (Base & { kind: "number"; min: number; max: number; unit?: string; decimals?: boolean })
  /** An amount kept in paise and typed in rupees. */
  | (Base & { kind: "money"; max: number })
  | (Base & { kind: "boolean" })
  | (Base & { kind: "select"; options: readonly { value: string; label: string }[] })
  /** Another collection's record(s), by id. */
  | (Base & { kind: "reference"; to: string; multiple?: boolean; max?: number })
  | (Base & { kind: "image"; purpose: ImagePurpose })
  /** A day (YYYY-MM-DD). */
  | (Base & { kind: "date" })
  /** A moment as the hospital's wall clock shows it (YYYY-MM-DDTHH:MM, in the site's time zone). */
  | (Base & { kind: "datetime" })
  /** A time of day (HH:MM). */
  | (Base & { kind: "time" })
  /** Several short texts, one per line; with `options`, a set of checkboxes. */
  | (Base & Translatable & { kind: "list"; max: number; maxItems: number; options?: readonly string[] })
  /** Repeated groups of fields (FAQs, sittings, links). `keyed` items carry an `_id` kept across saves. */
  | (Base & { kind: "array"; fields: readonly Field[]; maxItems: number; itemLabel: string; keyed?: boolean })
  | (Base & { kind: "group"; fields: readonly Field[] });

export type FieldValues = Record<string, unknown>;

/** T, or T | null for a field that may be left empty (optional: true, or a helper's optional: boolean). */
type Emptiable<F, T> = true extends F["optional" & keyof F] ? T | null : T;

/**
 * The value a field holds once its schema (fieldSchema below) has read it: what the server's
 * write schema answers and what the stores and forms get, inferred from the declaration itself.
 * Text is "" when empty; dates, pictures, numbers and single references are null when an
 * optional one is empty; lists and multiple references are arrays; groups and array items are
 * the values of their own fields (a keyed item with its `_id`). fields.test.ts checks each kind
 * against what its schema really gives.
 */
export type ValueOf<F extends Field> = F extends { kind: "text" | "textarea" | "richtext" }
  ? string
  : F extends { kind: "image" | "date" | "datetime" | "time" }
    ? Emptiable<F, string>
    : F extends { kind: "number" | "money" }
      ? Emptiable<F, number>
      : F extends { kind: "boolean" }
        ? boolean
        : F extends { kind: "select"; options: readonly { value: infer V }[] }
          ? Emptiable<F, V>
          : F extends { kind: "reference"; multiple: true }
            ? string[]
            : F extends { kind: "reference" }
              ? Emptiable<F, string>
              : F extends { kind: "list"; options: readonly (infer O)[] }
                ? O[]
                : F extends { kind: "list" }
                  ? string[]
                  : F extends { kind: "group"; fields: infer Fs extends readonly Field[] }
                    ? ValuesOf<Fs>
                    : F extends { kind: "array"; fields: infer Fs extends readonly Field[] }
                      ? (F extends { keyed: true } ? ValuesOf<Fs> & { _id: string } : ValuesOf<Fs>)[]
                      : never;

/** The values of a set of fields, by name: `ValuesOf<typeof doctorFields>["schedule"]` is the sittings. */
export type ValuesOf<Fs extends readonly Field[]> = { [F in Fs[number] as F["name"]]: ValueOf<F> };

/** Whether a field has a Marathi and a Hindi version: it is marked `translatable`, or it is a group or an array holding one that is. */
export function isTranslated(f: Field): boolean {
  if (f.kind === "group" || f.kind === "array") return f.fields.some(isTranslated);
  return "translatable" in f && f.translatable === true;
}

/** The fields of a set that are translated (isTranslated), in their declared order. */
export const translatedFields = (fields: readonly Field[]): Field[] => fields.filter(isTranslated);

/** isTranslated, as a type: true for a field marked translatable or holding one. */
type Translated<F> = F extends { translatable: true } ? true : F extends { fields: readonly (infer S)[] } ? (true extends Translated<S> ? true : false) : false;
/** The names of the translated fields of a set (isTranslated), as a type: `TranslatedFieldName<typeof doctorFields>` is "name" | "designation" | "biography". */
export type TranslatedFieldName<Fs extends readonly Field[]> = Fs[number] extends infer F ? (F extends Field ? (true extends Translated<F> ? F["name"] : never) : never) : never;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * Where a record's picture may be: one of the site's own images (/images/…, SVG drawings
 * included, or the same under /public) or a console upload (/public/<key>, re-encoded, never SVG).
 */
const IMAGE_PATH = /^(?:(?!.*\.\.)(?!.*\/\/)\/(?:public\/)?images\/[A-Za-z0-9._~\-/]+\.(?:svg|png|jpe?g|webp|avif|gif)|\/public\/[a-z0-9][a-z0-9-]{0,80}\.(?:webp|png|jpe?g|avif|gif))$/i;
/** A picture a record or an article may show (the same rule for image fields and rich text). */
export const isImagePath = (value: string): boolean => IMAGE_PATH.test(value);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ICON = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const FORMATS: Record<TextFormat, { test: (v: string) => boolean; message: string }> = {
  slug: { test: (v) => SLUG.test(v), message: "must use lower-case letters, digits and single hyphens, such as cardiac-surgery" },
  sitePath: { test: isSitePath, message: `must be an address on this site, starting with /, such as ${ROUTES.doctorList}` },
  href: {
    test: isLinkTarget,
    message: LINK_TARGET_MESSAGE,
  },
  url: { test: (v) => isWebAddress(v), message: "must be a web address starting with https://" },
  email: { test: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), message: "must be an e-mail address, such as care@hospital.example" },
  video: { test: isVideoAddress, message: "must be one video: a YouTube or Vimeo video, a video file, or a page of this site" },
  icon: { test: (v) => ICON.test(v), message: "must be an icon's name, such as heart-pulse" },
  country: { test: (v) => /^[A-Za-z]{2}$/.test(v), message: "must be a two-letter country code, such as IN" },
};

/** A form sends numbers as typed: "" means none, "12" is 12. */
const toNumber = (v: unknown) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v === null ? undefined : v);
/** "" and null both mean "not given" for optional values. */
const blankToNull = (v: unknown) => (v === "" || v === undefined ? null : v);

function text(f: Extract<Field, { kind: "text" | "textarea" | "richtext" }>) {
  const base = z
    .string({ error: `${f.label} must be text` })
    .refine(isSafeText, `${f.label} ${UNSAFE_TEXT_MESSAGE}`)
    .transform((v) => (f.kind === "text" ? v.trim() : v.replace(/\r\n/g, "\n").trim()))
    .refine((v) => v.length <= f.max, `${f.label} must be at most ${f.max} characters`);
  const format = f.kind === "text" && f.format ? FORMATS[f.format] : null;
  const checked = base.refine((v) => v === "" || !format || format.test(v), `${f.label} ${format?.message ?? ""}`);
  if (f.optional) return z.preprocess((v) => (v === null || v === undefined ? "" : v), checked);
  return checked.refine((v) => v !== "", `Enter ${lower(f.label)}`);
}

function number(f: Extract<Field, { kind: "number" | "money" }>) {
  const min = f.kind === "money" ? 0 : f.min;
  const max = f.max;
  const shown = (n: number) => (f.kind === "money" ? formatRupees(n) : String(n));
  // zod 4's number refuses NaN and Infinity.
  const n = z.number({ error: f.optional ? `${f.label} must be a number` : `Enter ${lower(f.label)} as a number` });
  const bounded = (f.kind === "number" && f.decimals ? n : n.int(`${f.label} must be a whole number`))
    .min(min, `${f.label} must be at least ${shown(min)}`)
    .max(max, `${f.label} must be at most ${shown(max)}`);
  return f.optional ? z.preprocess(toNumber, bounded.nullable().default(null)) : z.preprocess(toNumber, bounded);
}

function pattern(f: Base, regex: RegExp, message: string, check: (v: string) => boolean = () => true) {
  const s = z
    .string({ error: `${f.label} ${message}` })
    .trim()
    .refine((v) => regex.test(v) && check(v), `${f.label} ${message}`);
  return f.optional ? z.preprocess(blankToNull, s.nullable()) : z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string().trim().min(1, `Enter ${lower(f.label)}`).pipe(s));
}

const realDate = (v: string) => {
  const [y, m, d] = v.slice(0, 10).split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 2200;
};

export function fieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case "text":
    case "textarea":
    case "richtext":
      return text(f);
    case "number":
    case "money":
      return number(f);
    case "boolean":
      return z.boolean({ error: `${f.label} must be yes or no` }).default(false);
    case "select": {
      const values = f.options.map((o) => o.value) as [string, ...string[]];
      const e = z.enum(values, { error: `Choose ${lower(f.label)}` });
      return f.optional ? z.preprocess(blankToNull, e.nullable()) : e;
    }
    case "reference": {
      const id = z.uuid({ error: `Choose ${lower(f.label)} from the list` });
      if (f.multiple)
        return z
          .array(id, { error: `Choose ${lower(f.label)} from the list` })
          .transform((ids) => [...new Set(ids)])
          .refine((ids) => ids.length <= (f.max ?? 20), `Choose at most ${f.max ?? 20}`)
          .default([]);
      return f.optional ? z.preprocess(blankToNull, id.nullable()) : z.preprocess((v) => (v === null ? "" : v), id);
    }
    case "image":
      return pattern(f, IMAGE_PATH, "must be an uploaded image or a site image path such as /images/doctors/photo.svg");
    case "date":
      return pattern(f, DATE, "must be a date such as 2026-12-01", realDate);
    case "datetime":
      return pattern(f, DATETIME, "must be a date and time such as 2026-12-01T09:30", realDate);
    case "time":
      return pattern(f, TIME, "must be a time such as 09:30");
    case "list": {
      const item = f.options
        ? z.enum(f.options as unknown as [string, ...string[]], { error: `Choose ${lower(f.label)} from the list` })
        : z.string({ error: `${f.label} must be text` }).refine(isSafeText, `${f.label} ${UNSAFE_TEXT_MESSAGE}`).trim().max(f.max, `Each of ${lower(f.label)} must be at most ${f.max} characters`);
      const list = z
        .array(item, { error: `${f.label} must be a list` })
        .transform((items) => [...new Set(items.filter((i) => i !== ""))])
        .refine((items) => items.length <= f.maxItems, `${f.label}: at most ${f.maxItems}`);
      return f.optional ? list.default([]) : list.refine((items) => items.length > 0, `Enter at least one of ${lower(f.label)}`);
    }
    case "array": {
      const shape = objectSchema(f.fields);
      const item = f.keyed
        ? shape
            .extend({ _id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "is not an item id").optional() })
            .transform((v) => ({ ...v, _id: v._id ?? globalThis.crypto.randomUUID() }))
        : shape;
      // An item's id is its own: a copy pasted twice gets a new one.
      const unique = (items: FieldValues[]) => {
        const seen = new Set<unknown>();
        return items.map((item) => {
          if (!f.keyed || !seen.has(item._id)) return (seen.add(item._id), item);
          return { ...item, _id: globalThis.crypto.randomUUID() };
        });
      };
      return z
        .array(item, { error: `${f.label} must be a list` })
        .max(f.maxItems, `${f.label}: at most ${f.maxItems} ${f.itemLabel.toLowerCase()}s`)
        .transform((items) => unique(items as FieldValues[]))
        .default([]);
    }
    case "group":
      return objectSchema(f.fields);
  }
}

/**
 * How a stored value of a field is read back: its kind's type only, with the write rules
 * (lengths, formats, required) left to the next save. A value stored before a rule was
 * tightened, or through a looser door, still reads, and the console's form shows it, so the
 * next save names what must change instead of the page losing the whole setting. A missing value
 * reads as the field's empty one.
 */
function fieldReadSchema(f: Field): z.ZodType {
  const emptiable = <T extends z.ZodType>(t: T) => t.nullable().optional().transform((v) => v ?? emptyValue(f));
  const plain = <T extends z.ZodType>(t: T) => t.optional().transform((v) => v ?? emptyValue(f));
  switch (f.kind) {
    case "text":
    case "textarea":
    case "richtext":
      return plain(z.string());
    case "image":
    case "date":
    case "datetime":
    case "time":
      return emptiable(z.string());
    case "number":
    case "money":
      return emptiable(z.number());
    case "boolean":
      return plain(z.boolean());
    case "select":
      return emptiable(z.enum(f.options.map((o) => o.value) as [string, ...string[]]));
    case "reference":
      return f.multiple ? plain(z.array(z.string())) : emptiable(z.string());
    case "list":
      return plain(z.array(z.string()));
    case "group":
      return plain(readSchema(f.fields));
    case "array":
      return plain(z.array(f.keyed ? readSchema(f.fields).extend({ _id: z.string().optional() }) : readSchema(f.fields)));
  }
}

/** The read schema of a set of fields (fieldReadSchema); unknown keys are dropped. */
export function readSchema(fields: readonly Field[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.name, fieldReadSchema(f)])));
}

/** The write schema of a set of fields: every field's own rules and messages; unknown keys are dropped. */
export function objectSchema(fields: readonly Field[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.name, fieldSchema(f)])), { error: "must be an object of the record's fields" });
}

/** A new record's values: what an empty form holds. */
export function emptyValues(fields: readonly Field[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.name, emptyValue(f)]));
}

export function emptyValue(f: Field): unknown {
  if (f.initial !== undefined) return f.initial;
  switch (f.kind) {
    case "boolean":
      return false;
    case "number":
    case "money":
      return null;
    case "list":
    case "array":
      return [];
    case "reference":
      return f.multiple ? [] : null;
    case "select":
      return f.optional ? null : f.options[0]?.value ?? null;
    case "group":
      return emptyValues(f.fields);
    case "image":
    case "date":
    case "datetime":
    case "time":
      return null;
    default:
      return "";
  }
}

/** The rich-text fields' paths in a value (for sanitising on save): top level and inside groups and arrays. */
export function mapRichText(fields: readonly Field[], values: FieldValues, fn: (html: string) => string): FieldValues {
  const out: FieldValues = { ...values };
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === "richtext" && typeof v === "string") out[f.name] = fn(v);
    else if (f.kind === "group" && v && typeof v === "object") out[f.name] = mapRichText(f.fields, v as FieldValues, fn);
    else if (f.kind === "array" && Array.isArray(v)) out[f.name] = v.map((item) => mapRichText(f.fields, item as FieldValues, fn));
  }
  return out;
}
