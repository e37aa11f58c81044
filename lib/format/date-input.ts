import { formatDay } from "./appointment-time";

// Calendar dates typed in the console: a browser's own date input showed
// 12/01/2026 for 1 December in an en-US browser, which the desk reads as 12 January. A date is
// shown as "1 Dec 2026" and read back from any spelling that cannot be misread: the month as a
// word ("1 Dec 2026", "1 December 2026", "Dec 1, 2026") or ISO, year first ("2026-12-01").
// All-number dates such as 12/01/2026 are refused with the reason. The value kept is ISO
// "YYYY-MM-DD", as before. Pure: the console's date field and the desk's page filters share it.
// (The public site's dates are SPEC section 9's "December 1, 2026": lib/format/date.ts.)

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** How a date is typed, for the field's hint. */
export const DATE_INPUT_HINT = "Day, month and year, such as 1 Dec 2026.";

/** The years a console date may name (the content fields' rule, lib/contracts/collections/fields.ts). */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;

/** What was typed: a day ("YYYY-MM-DD"), nothing (null), or why it is not a date. */
export type DateInputResult = { ok: true; value: string | null } | { ok: false; message: string };

const pad = (n: number) => String(n).padStart(2, "0");

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month a word names: a whole name or its first three letters or more ("Sept"), any case. */
function monthOf(word: string): number | null {
  const w = word.toLowerCase();
  if (w.length < 3) return null;
  const i = MONTHS.findIndex((m) => m.toLowerCase().startsWith(w));
  return i < 0 ? null : i + 1;
}

function weekdayOf(word: string): number | null {
  const w = word.toLowerCase();
  if (w.length < 3) return null;
  const i = WEEKDAYS.findIndex((d) => d.toLowerCase().startsWith(w));
  return i < 0 ? null : i;
}

const SAY_IT = "Enter the date as day, month and year, such as 1 Dec 2026.";
const SAY_IT_AFTER = "enter the date as day, month and year, such as 1 Dec 2026.";

/** A day of a month of a year, checked: a real date in the years the console takes. */
function day(year: string, month: number, date: number, weekday: number | null): DateInputResult {
  if (year.length !== 4) return { ok: false, message: `Write the year in full, such as 2026.` };
  const y = Number(year);
  if (y < FIRST_YEAR || y > LAST_YEAR) return { ok: false, message: `Enter a year from ${FIRST_YEAR} to ${LAST_YEAR}.` };
  if (month < 1 || month > 12) return { ok: false, message: `There is no month ${month}: ${SAY_IT_AFTER}` };
  const last = daysIn(y, month);
  if (date < 1 || date > last) return { ok: false, message: `There is no ${date} ${MONTHS[month - 1]} ${y}: ${MONTHS[month - 1]} ${y} has ${last} days.` };
  const value = `${y}-${pad(month)}-${pad(date)}`;
  if (weekday !== null) {
    const actual = new Date(`${value}T12:00:00Z`).getUTCDay();
    if (actual !== weekday) return { ok: false, message: `${date} ${MONTHS[month - 1]} ${y} is a ${WEEKDAYS[actual]}, not a ${WEEKDAYS[weekday]}: check the day.` };
  }
  return { ok: true, value };
}

const SEP = "[\\s.,/-]*";
const ORDINAL = "(?:st|nd|rd|th)?";
/** 2026-12-01 (or 2026/12/1): year first is never misread. */
const YEAR_FIRST = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
/** 1 Dec 2026, 1st December, 2026, 01-Dec-2026. */
const DAY_FIRST = new RegExp(`^(\\d{1,2})${ORDINAL}${SEP}([a-z]+)${SEP}(\\d+)$`);
/** Dec 1, 2026, December 1st 2026. */
const MONTH_FIRST = new RegExp(`^([a-z]+)${SEP}(\\d{1,2})${ORDINAL}[\\s.,/-]+(\\d+)$`);
/** 12/01/2026, 1.12.26: which is the day depends on the country. */
const ALL_NUMBERS = /^(\d{1,2})[\s./-]+(\d{1,2})[\s./-]+(\d{2}|\d{4})$/;

/**
 * Reads a typed date. Blank is null; a date is "YYYY-MM-DD"; anything else answers why it is
 * not one, in a sentence to show next to the field (31 February, a two-digit year, 12/01/2026).
 * A weekday in front ("Tuesday, 1 December 2026", as the field reads a date back) is checked.
 */
export function parseDateInput(typed: string): DateInputResult {
  let text = typed.trim().toLowerCase().replace(/\s+/g, " ");
  if (text === "") return { ok: true, value: null };
  let weekday: number | null = null;
  const named = /^([a-z]+)\.?,? (.*)$/.exec(text);
  if (named && weekdayOf(named[1]) !== null && monthOf(named[1]) === null) {
    weekday = weekdayOf(named[1]);
    text = named[2];
  }
  const iso = YEAR_FIRST.exec(text);
  if (iso) return day(iso[1], Number(iso[2]), Number(iso[3]), weekday);
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const month = monthOf(dayFirst[2]);
    return month ? day(dayFirst[3], month, Number(dayFirst[1]), weekday) : { ok: false, message: `“${dayFirst[2]}” is not a month: ${SAY_IT_AFTER}` };
  }
  const monthFirst = MONTH_FIRST.exec(text);
  if (monthFirst) {
    const month = monthOf(monthFirst[1]);
    return month ? day(monthFirst[3], month, Number(monthFirst[2]), weekday) : { ok: false, message: `“${monthFirst[1]}” is not a month: ${SAY_IT_AFTER}` };
  }
  const numbers = ALL_NUMBERS.exec(text);
  if (numbers) {
    const [a, b] = [Number(numbers[1]), Number(numbers[2])];
    const readings =
      a !== b && a <= 12 && b <= 12 ? ` ${typed.trim()} could be ${a} ${MONTHS[b - 1]} or ${b} ${MONTHS[a - 1]}.` : "";
    return { ok: false, message: `Write the month as a word, such as 1 Dec 2026.${readings}` };
  }
  return { ok: false, message: SAY_IT };
}

/** A day as the field shows it: "2026-12-01" gives "1 Dec 2026"; null gives ""; anything else is shown as it is. */
export function formatDateInput(value: string | null | undefined): string {
  if (!value) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || !parseDateInput(value).ok) return value;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1].slice(0, 3)} ${match[1]}`;
}

/** "2026-12-01" read back in full, weekday first: "Tuesday, 1 December 2026". */
export const describeDateInput = (value: string): string => formatDay(`${value}T12:00:00Z`, "UTC");

/** Days from one to another read in full: "Thursday, 3 December 2026 to Friday, 4 December 2026", or the one day. */
export const describeDayRange = (from: string, to: string): string => (from === to ? describeDateInput(from) : `${describeDateInput(from)} to ${describeDateInput(to)}`);

/** The day `days` after (or before) a day "YYYY-MM-DD". */
export function addDays(value: string, days: number): string {
  const at = new Date(Date.parse(`${value}T12:00:00Z`) + days * 86_400_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}
