// Appointment times as people read them, in the hospital's zone: "Tuesday, 1 December 2026, 10:30 am (IST)".
// Pure: the booking pages, messages and the calendar file share it. English by default; given a
// page's language, its day and month names are that language's, its digits always Western
// ("मंगळ, 1 डिसें"), as the site's phone numbers and prices are.
import { intlLocale, type Locale } from "@/lib/i18n/locales";

const cache = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, options: Intl.DateTimeFormatOptions, locale: Locale = "en"): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, ...options });
    cache.set(key, f);
  }
  return f;
}

const zoneName = (at: Date, timeZone: string, locale: Locale = "en"): string =>
  format(timeZone, { timeZoneName: "short" }, locale).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? timeZone;

/** "10:30 am" */
export const formatTime = (at: Date | string, timeZone: string, locale: Locale = "en"): string =>
  format(timeZone, { hour: "numeric", minute: "2-digit", hour12: true }, locale)
    .format(new Date(at))
    .replace(/\s?(AM|PM)$/i, (m) => m.toLowerCase());

/** "Tuesday, 1 December 2026" */
export const formatDay = (at: Date | string, timeZone: string, locale: Locale = "en"): string =>
  format(timeZone, { weekday: "long", day: "numeric", month: "long", year: "numeric" }, locale).format(new Date(at));

/** "Tue, 1 Dec" */
export const formatShortDay = (at: Date | string, timeZone: string, locale: Locale = "en"): string =>
  format(timeZone, { weekday: "short", day: "numeric", month: "short" }, locale).format(new Date(at));

/** "Tuesday, 1 December 2026, 10:30 am (IST)" */
export function formatAppointment(at: Date | string, timeZone: string, locale: Locale = "en"): string {
  const date = new Date(at);
  return `${formatDay(date, timeZone, locale)}, ${formatTime(date, timeZone, locale)} (${zoneName(date, timeZone, locale)})`;
}

/** The local calendar date "YYYY-MM-DD" of an instant in a zone. */
export function localDateOf(at: Date | string, timeZone: string): string {
  const parts = format(timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year").padStart(4, "0")}-${get("month")}-${get("day")}`;
}

/** The zone's UTC offset at an instant, as "+05:30". */
function offsetAt(at: Date, timeZone: string): string {
  const name = format(timeZone, { timeZoneName: "longOffset" }).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  return name === "GMT" ? "+00:00" : name.slice(3);
}

/**
 * The last second of a local calendar day "YYYY-MM-DD" in a zone, as ISO 8601 with the offset in
 * force then ("2026-12-05T23:59:59+05:30"): a deadline such as a job opening's closing day.
 */
export function endOfLocalDay(day: string, timeZone: string): string {
  // A first guess of the offset, then the offset at the instant that guess names.
  const guess = offsetAt(new Date(`${day}T23:59:59Z`), timeZone);
  return `${day}T23:59:59${offsetAt(new Date(`${day}T23:59:59${guess}`), timeZone)}`;
}
