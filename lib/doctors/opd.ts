import type { OpdTiming } from "@/lib/contracts/doctors";
import { WEEK_DAYS, type WeekDay } from "@/lib/contracts/week";
import { formatTime } from "@/lib/format/appointment-time";
import { intlLocale, type Locale } from "@/lib/i18n/locales";

// OPD timings are stored as the hospital's wall-clock times ("09:30"); these helpers word
// them for visitors, one row per day of the week.

/**
 * "09:30" → "9:30 am", "13:00" → "1:00 pm", "12:00" → "12:00 pm", "00:15" → "12:15 am"; in
 * Marathi or Hindi, as that language writes the time of day (Western digits).
 */
export function formatClock(time: string, locale: Locale = "en"): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  // A wall-clock time is no instant: any day's instant at that time in UTC, read in UTC.
  if (locale !== "en") return formatTime(new Date(Date.UTC(2000, 0, 1, hours, Number(match[2]))), "UTC", locale);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? "am" : "pm"}`;
}

interface OpdSitting {
  startTime: string;
  endTime: string;
  /** "9:30 am – 1:30 pm" */
  label: string;
}

export interface OpdDay {
  day: WeekDay;
  sittings: OpdSitting[];
}

/** All seven days, Monday first, each with its sittings in start order (none on a day off). */
export function opdWeek(timings: OpdTiming[]): OpdDay[] {
  return WEEK_DAYS.map((day, index) => ({
    day,
    sittings: timings
      .filter((t) => t.dayOfWeek === index + 1)
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((t) => ({ startTime: t.startTime, endTime: t.endTime, label: `${formatClock(t.startTime)} – ${formatClock(t.endTime)}` })),
  }));
}

/**
 * "Asia/Kolkata" → "India Standard Time" (in Marathi "भारतीय प्रमाण वेळ"); the zone id itself
 * when the runtime cannot name it.
 */
export function timeZoneName(timeZone: string, locale: Locale = "en", at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName: "long" })
      .formatToParts(at)
      .find((p) => p.type === "timeZoneName");
    return part?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
