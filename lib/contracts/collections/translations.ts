import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../common";
import { fieldSchema, type Field, type FieldValues } from "./fields";

// A record's Marathi and Hindi as the console edits them beside its English (kept by the
// server: lib/server/translations). A translation follows its English's shape: the same groups,
// the same items in the same order, one entry for each of a list's. Only the fields marked
// `translatable` are the language's; every other value inside (an address, a phone number, an
// icon, a year) is the English's, so a page can show the one in place of the other. Pure: the
// console's form and the server's save read a translation the same way.

/**
 * Where a field's translation stands: it translates the English of now ("current"), an English
 * that has changed since ("outOfDate"), there is none ("missing"); or the English is empty and
 * there is nothing to translate ("nothing").
 */
export const TRANSLATION_STATES = ["current", "outOfDate", "missing", "nothing"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** An English with nothing to translate: none, "" or an empty list. */
export const isBlank = (value: unknown): boolean => value == null || value === "" || (Array.isArray(value) && value.length === 0);

const objectOf = (value: unknown): FieldValues => (value && typeof value === "object" && !Array.isArray(value) ? (value as FieldValues) : {});
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** An array item's own id, kept from its English (a keyed array's). */
const idOf = (item: FieldValues): FieldValues => (item._id !== undefined ? { _id: item._id } : {});

/** The translation of an English item: the one of the same id in a keyed array, else the one in its place. */
const counterpart = (english: FieldValues, translated: unknown[], i: number): FieldValues =>
  objectOf(english._id !== undefined ? translated.find((t) => objectOf(t)._id === english._id) : translated[i]);

/**
 * A field's translation as the form holds it: the English's shape, with the translatable texts
 * of `translated` where it has them (blank where not, or where the English is empty) and every
 * other value the English's. An out-of-date translation whose English gained or lost items is
 * shown against the English of now, item by item.
 */
export function translationForm(field: Field, english: unknown, translated: unknown): unknown {
  switch (field.kind) {
    case "group":
      return groupForm(field.fields, objectOf(english), objectOf(translated));
    case "array": {
      const mine = listOf(translated);
      return listOf(english).map((item, i) => {
        const own = objectOf(item);
        return { ...idOf(own), ...groupForm(field.fields, own, counterpart(own, mine, i)) };
      });
    }
    case "list": {
      if (!field.translatable) return english;
      const mine = listOf(translated);
      return listOf(english).map((_, i) => (typeof mine[i] === "string" ? mine[i] : ""));
    }
    case "text":
    case "textarea":
    case "richtext":
      if (!field.translatable) return english;
      return isBlank(english) || typeof translated !== "string" ? "" : translated;
    default:
      return english;
  }
}

const groupForm = (fields: readonly Field[], english: FieldValues, translated: FieldValues): FieldValues =>
  Object.fromEntries(fields.map((f) => [f.name, translationForm(f, english[f.name], translated[f.name])]));

/** A value a translation refuses, by its path ("values.faqs.2.a"). */
export interface TranslationProblem {
  path: string;
  message: string;
}

/**
 * A field's translation as given, read against its English: each translatable text by its
 * field's own rules (length, no control characters; the server then sanitises rich text as
 * the English's is), required wherever the English has words; a list or an array with exactly
 * the English's number of entries; every other value taken from the English, whatever was
 * sent. `path` names the field in the problems ("values.name"); `language` is the language's
 * name for the messages ("Marathi").
 */
export function readTranslation(field: Field, english: unknown, given: unknown, path: string, language: string): { value: unknown; problems: TranslationProblem[] } {
  const problems: TranslationProblem[] = [];
  const refuse = (at: string, message: string) => problems.push({ path: at, message });

  const read = (f: Field, source: unknown, input: unknown, at: string): unknown => {
    switch (f.kind) {
      case "group": {
        const own = objectOf(source);
        const mine = objectOf(input);
        return Object.fromEntries(f.fields.map((sub) => [sub.name, read(sub, own[sub.name], mine[sub.name], `${at}.${sub.name}`)]));
      }
      case "array": {
        const items = listOf(source);
        const mine = listOf(input);
        if (mine.length !== items.length) refuse(at, `${f.label} in ${language} must have one ${lower(f.itemLabel)} for each of the English's ${items.length}`);
        return items.map((item, i) => {
          const own = objectOf(item);
          const theirs = counterpart(own, mine, i);
          return { ...idOf(own), ...Object.fromEntries(f.fields.map((sub) => [sub.name, read(sub, own[sub.name], theirs[sub.name], `${at}.${i}.${sub.name}`)])) };
        });
      }
      case "list": {
        if (!f.translatable) return source;
        const entries = listOf(source);
        const mine = listOf(input);
        if (mine.length !== entries.length) refuse(at, `Give ${lower(f.label)} in ${language}: one for each of the English's ${entries.length}`);
        return entries.map((entry, i) => {
          const item = mine[i];
          const where = `${at}.${i}`;
          if (item === undefined) return "";
          if (typeof item !== "string") return (refuse(where, `Each of ${lower(f.label)} must be text`), "");
          if (!isSafeText(item)) return (refuse(where, `${f.label} ${UNSAFE_TEXT_MESSAGE}`), "");
          const text = item.trim();
          if (text === "") refuse(where, `Enter the ${language} of “${String(entry)}”`);
          else if (text.length > f.max) refuse(where, `Each of ${lower(f.label)} must be at most ${f.max} characters`);
          return text;
        });
      }
      case "text":
      case "textarea":
      case "richtext": {
        if (!f.translatable) return source;
        if (isBlank(source)) return "";
        // The field's own rules; required here whenever its English has words.
        const parsed = fieldSchema({ ...f, optional: true }).safeParse(input);
        if (!parsed.success) return (refuse(at, parsed.error.issues[0]?.message ?? `${f.label} must be text`), "");
        if (parsed.data === "") refuse(at, `Enter ${lower(f.label)} in ${language}`);
        return parsed.data;
      }
      default:
        return source;
    }
  };

  const value = read(field, english, given, path);
  return { value, problems };
}
