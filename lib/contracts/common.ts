import { z } from "zod";

// Shared building blocks for every door's schema (API bodies, query strings, path segments,
// page filters). Pure: used by route handlers, pages, middleware and browser forms alike.
//
// PostgreSQL refuses a NUL byte in text (SQLSTATE 22021), and no visitor means to type a
// control character or half of a UTF-16 surrogate pair: such text is refused at the door with
// a message a visitor can act on, never passed on to a query that fails with a 500.

/** C0 controls except tab, line feed and carriage return, plus DEL (U+007F). */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  "contains a control character (such as a NUL byte) or a broken character that is not allowed here; remove it and try again";

/** The first character text may not hold, as a readable code point ("U+0000"), or null when the text is fine. */
export function findUnsafeCharacter(text: string): string | null {
  const match = CONTROL_CHARACTER.exec(text) ?? LONE_SURROGATE.exec(text);
  if (!match) return null;
  return `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}

export const isSafeText = (text: string): boolean => findUnsafeCharacter(text) === null;

/** A string schema that refuses unsafe characters; the check runs before trimming or length rules. */
const safeString = (error = "must be text") => z.string({ error }).refine(isSafeText, UNSAFE_TEXT_MESSAGE);

export interface SafeTextOptions {
  /** Most characters allowed (after trimming). */
  max: number;
  /** Fewest characters required (after trimming); 0 by default. */
  min?: number;
  /** Keep surrounding whitespace; trimmed by default. */
  keepSpaces?: boolean;
  /** The message when the value is not a string. */
  typeError?: string;
  /**
   * The field in a visitor's words ("The patient's name"): the length messages then name it as
   * a sentence a person can act on ("The patient's name must be at least 2 characters.").
   */
  label?: string;
}

/** Text a visitor typed: refuses control characters, trims, then applies the length limits. */
export function safeText({ max, min = 0, keepSpaces = false, typeError, label }: SafeTextOptions) {
  const base = safeString(typeError);
  const trimmed = keepSpaces ? base : base.trim();
  const say = (rule: string) => (label ? `${label} ${rule}.` : rule);
  const withMin = min > 0 ? trimmed.min(min, min === 1 ? (label ? `${label} is missing.` : "must not be empty") : say(`must be at least ${min} characters`)) : trimmed;
  return withMin.max(max, say(`must be at most ${max} characters`));
}

/** "", whitespace and null mean "not given": a select showing "All" may send them. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** An optional free-text search term: blank means no search; otherwise safe, trimmed text of at most `max` characters. */
export function safeQuery({ max, typeError }: { max: number; typeError?: string }) {
  return z.preprocess(blankToUndefined, safeText({ max, typeError }).optional());
}

export const SLUG_MAX = 120;
/** Letters, digits, "-" and "_", starting with a letter or digit: every url slug and uuid the site hands out. */
const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * A url slug or id from an address or a body. Any letter case is accepted so that a page can
 * redirect "/specialities/Cardiology" to its canonical lower-case address; anything else (spaces,
 * punctuation, control characters, too long) is refused before any read.
 */
export const slug = z
  .string({ error: "must be a url slug" })
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .trim()
  .min(1, "must not be empty")
  .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, "must be a url slug: letters, digits and hyphens");

/**
 * A raw dynamic segment of a page address (as Next hands it, possibly still percent-encoded)
 * read as a slug: the decoded, valid slug, or null when the segment cannot name a record
 * (the page then answers not-found without reading anything).
 */
export function parseSlugSegment(raw: string): string | null {
  let decoded: string;
  try {
    decoded = /%[0-9a-f]{2}/i.test(raw) ? decodeURIComponent(raw) : raw;
  } catch {
    return null;
  }
  const parsed = slug.safeParse(decoded);
  return parsed.success ? parsed.data : null;
}

/**
 * The years a date the API takes may have (a slot, a day to start from, a waitlist's range): any
 * other is no date of this hospital's, refused as bad input before it reaches a calendar.
 */
const DATE_YEARS = { first: 2000, last: 2099 } as const;

/** Whether a "YYYY-MM-DD…" date or instant falls in DATE_YEARS. */
export const inDateYears = (value: string): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.first && year <= DATE_YEARS.last;
};

/** The message of a date outside DATE_YEARS. */
export const DATE_YEARS_MESSAGE = `must be a date between ${DATE_YEARS.first} and ${DATE_YEARS.last}`;
