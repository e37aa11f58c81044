export const DATE_NOT_AVAILABLE = "Date not available";

/**
 * The hospital's time zone when none is configured: lib/server/config.ts uses it as the default
 * of HOSPITAL_TIMEZONE, so the setting and this helper cannot disagree.
 */
export const DEFAULT_HOSPITAL_TIMEZONE = "Asia/Kolkata";

/**
 * ISO 8601 / RFC 3339 calendar dates and date-times as APIs and PostgreSQL write them:
 * "2026-03-05", "2026-03-05T12:00", "2026-03-05T12:00:00.123Z", "2026-03-05 12:00:00+05:30",
 * "2026-03-05 06:30:00+00". Anything else (bare numbers, "March 5", "05/03/2026") is not a
 * date for this helper: JavaScript's Date parser guesses at those ("0" is the year 2000).
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Whether year-month-day exists in the (proleptic) Gregorian calendar: no 30 February, no month 13. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999; set the year on its own.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads an ISO date or date-time. A date, or a date-time without an offset (a wall-clock time),
 * names a calendar day: it is returned as that day at UTC noon with `calendarDay` set, so no time
 * zone can move it. A date-time with Z or an offset is an instant.
 */
function parseIso(text: string): { date: Date; calendarDay: boolean } | null {
  const match = ISO.exec(text);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  if (!isCalendarDate(year, month, day)) return null;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59)) return null;
  if (sign !== undefined && (Number(oh) > 23 || Number(om ?? 0) > 59)) return null;
  const wallClock = h === undefined || (zulu === undefined && sign === undefined);
  // Built from its parts rather than by Date's parser, whose leniency differs between engines.
  const date = wallClock
    ? new Date(Date.UTC(2000, month - 1, day, 12))
    : new Date(Date.UTC(2000, month - 1, day, Number(h), Number(mi), Number(s ?? 0), Number(`0.${fraction ?? 0}`) * 1000));
  date.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999.
  if (!wallClock && sign !== undefined) {
    const offsetMinutes = (Number(oh) * 60 + Number(om ?? 0)) * (sign === "-" ? -1 : 1);
    date.setTime(date.getTime() - offsetMinutes * 60_000);
  }
  return { date, calendarDay: wallClock };
}

/**
 * A date in US English with long month, day and year ("March 5, 2026"; SPEC section 9), or
 * 'Date not available' (SPEC section 8) for anything that is not a real date: missing values,
 * impossible calendar dates ("2026-02-30", "2026-13-01"), numbers and numeric strings, other
 * strings, invalid Date objects and any other value. Accepts Date objects and ISO dates and
 * date-times. An instant (a Date, or a date-time with Z or an offset) is shown in `timeZone`,
 * the hospital's (config's HOSPITAL_TIMEZONE; pass `getConfig().timeZone` or the site's
 * `timeZone`); a calendar date or a wall-clock date-time is shown as the day it names. Never throws.
 */
export function formatDate(value: unknown, timeZone: string = DEFAULT_HOSPITAL_TIMEZONE): string {
  let parsed: { date: Date; calendarDay: boolean } | null = null;
  if (value instanceof Date) parsed = Number.isNaN(value.getTime()) ? null : { date: value, calendarDay: false };
  else if (typeof value === "string") parsed = parseIso(value.trim());
  if (!parsed) return DATE_NOT_AVAILABLE;
  try {
    return formatter(parsed.calendarDay ? "UTC" : timeZone).format(parsed.date);
  } catch {
    // An unknown time zone (config validates the hospital's, but this helper never throws).
    return formatter(DEFAULT_HOSPITAL_TIMEZONE).format(parsed.date);
  }
}
