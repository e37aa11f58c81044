import "server-only";
import { DateTime, IANAZone } from "luxon";

/**
 * A doctor's free appointment slots (pure: no clock, no database; everything comes in `input`).
 *
 * Each sitting's start and end are local wall-clock times in the hospital's zone, turned into
 * instants; slots step by their length in absolute time from the start instant while a whole
 * slot fits before the end instant. So a daylight-saving day is right: a sitting 01:00–04:00 in
 * New York has 2 real hours on the spring-forward day and 4 on the fall-back day.
 *
 * Wall times that do not map to exactly one instant:
 * - a time the clocks skip (02:30 on a spring-forward day) becomes the first instant after
 *   the gap (03:00 the new time), for a start as for an end;
 * - a time that happens twice (01:30 on a fall-back day) is its first occurrence.
 * (luxon on its own would move 02:30 to 03:30 and take the second 01:30, which would give a
 * fall-back sitting 01:00–04:00 only 3 hours; so the zone's offsets come from luxon and the
 * choice is made here.)
 *
 * A day's slots form a fixed grid: the slots of all its sittings, sorted by start (then end),
 * where a slot that overlaps an earlier chosen one (two sittings that overlap, or a duplicate
 * row) is dropped. The grid does not depend on bookings or on the clock; the notice, horizon
 * and busy filters only remove slots from it, so `freeSlots` with `busy: []` lists every slot
 * that could be bookable.
 */
export interface WeeklySession {
  /** ISO: 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  /** "HH:MM" or "HH:MM:SS", local wall-clock time; an end may be "24:00" (midnight after). */
  start: string;
  end: string;
  /** 5 to 240. */
  slotMinutes: number;
}
/** Local dates "YYYY-MM-DD", both inclusive. */
interface DaysOff {
  from: string;
  to: string;
}
/** Half-open: [start, end). */
export interface Interval {
  start: Date;
  end: Date;
}
export interface FreeSlotsInput {
  sessions: WeeklySession[];
  daysOff: DaysOff[];
  /** Bookings and holds; [a, b) and [b, c) do not overlap. Any order. */
  busy: Interval[];
  now: Date;
  /** IANA zone, e.g. "Asia/Kolkata". */
  timeZone: string;
  /** A slot starting before now + this is not offered. */
  minNoticeMinutes: number;
  /** Local dates from today to today + this; a slot starting after now + this many days is not offered. */
  horizonDays: number;
  /** Optional local date window "YYYY-MM-DD" (inclusive) to compute, clipped to [now + notice, now + horizon]. */
  fromDate?: string;
  toDate?: string;
  /** At most this many slots (the earliest). */
  limit?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MAX_HORIZON_DAYS = 3660;

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Seconds after local midnight; "24:00" is 86 400 (allowed as an end only, see validate). */
function parseTime(value: unknown, what: string): number {
  const match = typeof value === "string" ? TIME.exec(value) : null;
  if (match) {
    const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
    if ((h <= 23 && m <= 59 && s <= 59) || (h === 24 && m === 0 && s === 0)) return h * 3600 + m * 60 + s;
  }
  throw new Error(`Invalid ${what} ${JSON.stringify(value)}: expected "HH:MM" or "HH:MM:SS" (00:00 to 24:00)`);
}

/** Days since 1970-01-01 of a local date "YYYY-MM-DD". */
function parseDate(value: unknown, what: string): number {
  const match = typeof value === "string" ? DATE.exec(value) : null;
  if (match && DateTime.fromISO(value as string, { zone: "utc" }).isValid) {
    return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY;
  }
  throw new Error(`Invalid ${what} ${JSON.stringify(value)}: expected a date "YYYY-MM-DD"`);
}

/** ISO weekday (1 = Monday) of a day number; 1970-01-01 was a Thursday. */
const isoWeekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

function zoneOf(timeZone: unknown): IANAZone {
  // IANAZone.create caches the zone and its validity (IANAZone.isValidZone costs ~0.2 ms a call).
  const zone = typeof timeZone === "string" && timeZone !== "" ? IANAZone.create(timeZone) : null;
  if (!zone?.isValid) throw new Error(`Unknown time zone ${JSON.stringify(timeZone)}`);
  return zone;
}

function instantOf(value: unknown, what: string): number {
  const t = value instanceof Date ? value.getTime() : NaN;
  if (!Number.isFinite(t)) throw new Error(`Invalid ${what}: expected a valid Date`);
  return t;
}

/**
 * The instant at which the zone's clocks read `seconds` after midnight of `day`: its first
 * occurrence when they read it twice, the end of the gap when they skip it. `dayOffset`: the
 * zone's offset (minutes) when it is the same all around the day, or null to work it out.
 */
function wallToInstant(zone: IANAZone, day: number, seconds: number, dayOffset: number | null): number {
  const wall = day * DAY + seconds * 1000; // the wall-clock reading, as if it were UTC
  if (dayOffset !== null) return wall - dayOffset * MINUTE;
  const local = (t: number) => t + zone.offset(t) * MINUTE;
  // Offsets lie within ±15 h, so the instant lies within ±15 h of `wall`: the offsets in force
  // there are the candidates (a zone changes offset at most once in such a window).
  const offsets = new Set([zone.offset(wall - 15 * HOUR), zone.offset(wall), zone.offset(wall + 15 * HOUR)]);
  let best = Infinity;
  for (const offset of offsets) {
    const t = wall - offset * MINUTE;
    if (zone.offset(t) === offset && t < best) best = t;
  }
  if (best !== Infinity) return best;
  // Skipped: the clocks jump from before `wall` to after it at one instant, between the
  // reading with the later offset (still before the jump) and with the earlier one (after it).
  let lo = wall - Math.max(...offsets) * MINUTE;
  let hi = wall - Math.min(...offsets) * MINUTE;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (local(mid) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

interface Prepared {
  zone: IANAZone;
  /** Index 1..7: that weekday's sittings in seconds after midnight. */
  byWeekday: { start: number; end: number; step: number }[][];
  daysOff: { from: number; to: number }[];
  busy: { start: number; end: number }[];
  earliest: number;
  latest: number;
  firstDay: number;
  lastDay: number;
  limit: number;
}

function prepare(input: FreeSlotsInput): Prepared {
  if (typeof input !== "object" || input === null) throw new Error("Invalid free slots input: expected an object");
  const zone = zoneOf(input.timeZone);
  const now = instantOf(input.now, "now");
  const { minNoticeMinutes, horizonDays, limit } = input;
  if (typeof minNoticeMinutes !== "number" || !Number.isFinite(minNoticeMinutes) || minNoticeMinutes < 0) {
    throw new Error(`Invalid minNoticeMinutes ${minNoticeMinutes}: expected a number of minutes >= 0`);
  }
  if (!Number.isInteger(horizonDays) || horizonDays < 0 || horizonDays > MAX_HORIZON_DAYS) {
    throw new Error(`Invalid horizonDays ${horizonDays}: expected a whole number of days, 0 to ${MAX_HORIZON_DAYS}`);
  }
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) throw new Error(`Invalid limit ${limit}: expected a whole number >= 0`);
  if (!Array.isArray(input.sessions)) throw new Error("Invalid sessions: expected an array");
  if (!Array.isArray(input.daysOff)) throw new Error("Invalid daysOff: expected an array");
  if (!Array.isArray(input.busy)) throw new Error("Invalid busy: expected an array");

  const byWeekday: Prepared["byWeekday"] = Array.from({ length: 8 }, () => []);
  for (const s of input.sessions) {
    if (!Number.isInteger(s.dayOfWeek) || s.dayOfWeek < 1 || s.dayOfWeek > 7) throw new Error(`Invalid session dayOfWeek ${s.dayOfWeek}: expected 1 (Monday) to 7 (Sunday)`);
    if (!Number.isInteger(s.slotMinutes) || s.slotMinutes < 5 || s.slotMinutes > 240) throw new Error(`Invalid session slotMinutes ${s.slotMinutes}: expected 5 to 240 minutes`);
    const start = parseTime(s.start, "session start");
    const end = parseTime(s.end, "session end");
    if (end <= start) throw new Error(`Invalid session: end ${s.end} is not after start ${s.start}`);
    byWeekday[s.dayOfWeek].push({ start, end, step: s.slotMinutes * MINUTE });
  }

  const daysOff = input.daysOff.map((d) => {
    const from = parseDate(d.from, "daysOff from");
    const to = parseDate(d.to, "daysOff to");
    if (to < from) throw new Error(`Invalid daysOff: to ${d.to} is before from ${d.from}`);
    return { from, to };
  });

  const busy: Prepared["busy"] = [];
  for (const b of input.busy) {
    const start = instantOf(b?.start, "busy start");
    const end = instantOf(b?.end, "busy end");
    if (end < start) throw new Error(`Invalid busy interval: end ${b.end.toISOString()} is before start ${b.start.toISOString()}`);
    if (end > start) busy.push({ start, end }); // an empty interval overlaps nothing
  }
  busy.sort((a, b) => a.start - b.start);

  const latestTime = DateTime.fromMillis(now, { zone }).plus({ days: horizonDays });
  const today = parseDate(localDate(input.now, input.timeZone), "today");
  let firstDay = today;
  let lastDay = parseDate(latestTime.toISODate(), "horizon end");
  if (input.fromDate !== undefined) firstDay = Math.max(firstDay, parseDate(input.fromDate, "fromDate"));
  if (input.toDate !== undefined) lastDay = Math.min(lastDay, parseDate(input.toDate, "toDate"));

  return {
    zone,
    byWeekday,
    daysOff,
    busy,
    earliest: now + minNoticeMinutes * MINUTE,
    latest: latestTime.toMillis(),
    firstDay,
    lastDay,
    limit: limit ?? Infinity,
  };
}

/** A day's grid: every sitting's slots, sorted, without overlaps (see the module comment). */
function daySlots(p: Prepared, day: number): { start: number; end: number }[] {
  const candidates: { start: number; end: number }[] = [];
  const sittings = p.byWeekday[isoWeekday(day)];
  if (sittings.length === 0) return candidates;
  // The usual day: one offset from 15 h before its midnight to 15 h after the next (checked at
  // both ends and between), so every wall time of the day is that offset away from UTC.
  const before = p.zone.offset(day * DAY - 15 * HOUR);
  const dayOffset = before === p.zone.offset(day * DAY + 12 * HOUR) && before === p.zone.offset((day + 1) * DAY + 15 * HOUR) ? before : null;
  for (const s of sittings) {
    const start = wallToInstant(p.zone, day, s.start, dayOffset);
    const end = wallToInstant(p.zone, day, s.end, dayOffset);
    for (let t = start; t + s.step <= end; t += s.step) candidates.push({ start: t, end: t + s.step });
  }
  candidates.sort((a, b) => a.start - b.start || a.end - b.end);
  const grid: { start: number; end: number }[] = [];
  let lastEnd = -Infinity;
  for (const c of candidates) {
    if (c.start < lastEnd) continue;
    grid.push(c);
    lastEnd = c.end;
  }
  return grid;
}

function compute(p: Prepared): Interval[] {
  const result: Interval[] = [];
  if (p.limit === 0) return result;
  // Sweep: slots come in order of start and of end (a grid has no overlaps, and a day's slots
  // end by the next day's midnight). `busyEnd` is the latest end of the busy intervals that
  // start before the current slot ends; the slot overlaps one of them iff busyEnd > its start.
  let next = 0;
  let busyEnd = -Infinity;
  for (let day = p.firstDay; day <= p.lastDay; day += 1) {
    if (p.daysOff.some((d) => d.from <= day && day <= d.to)) continue;
    for (const slot of daySlots(p, day)) {
      while (next < p.busy.length && p.busy[next].start < slot.end) {
        busyEnd = Math.max(busyEnd, p.busy[next].end);
        next += 1;
      }
      if (slot.start < p.earliest || slot.start > p.latest || busyEnd > slot.start) continue;
      result.push({ start: new Date(slot.start), end: new Date(slot.end) });
      if (result.length >= p.limit) return result;
    }
  }
  return result;
}

/** "YYYY-MM-DD" of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  const zone = zoneOf(timeZone);
  return DateTime.fromMillis(instantOf(instant, "instant"), { zone }).toISODate()!;
}

/** The free slots, sorted by start, without duplicates or overlaps. Throws on nonsense input. */
export function freeSlots(input: FreeSlotsInput): Interval[] {
  return compute(prepare(input));
}

/**
 * The local dates from `fromDate` to `toDate` on which the doctor holds an OPD: a sitting on that
 * weekday and no leave or holiday. A date in it without free slots is full; a date outside it has
 * no OPD (the picker says which).
 */
export function opdDays(input: FreeSlotsInput & { fromDate: string; toDate: string }): string[] {
  const p = prepare({ ...input, limit: undefined });
  const days: string[] = [];
  for (let day = parseDate(input.fromDate, "fromDate"); day <= parseDate(input.toDate, "toDate"); day += 1) {
    if (p.daysOff.some((d) => d.from <= day && day <= d.to)) continue;
    if (p.byWeekday[isoWeekday(day)].length) days.push(new Date(day * DAY).toISOString().slice(0, 10));
  }
  return days;
}

/** What an OPD day holds for a visitor now (opdDayStates). */
export type OpdDayState = "free" | "full" | "over" | "later";

/**
 * Each OPD day from `fromDate` to `toDate` (see opdDays) and what it holds for a visitor now:
 * "free", a slot to book; "full", slots still to come and every one taken (only such a day is
 * worth a waitlist); "over", no slot left to book (its times have passed, or are within the
 * minimum notice); "later", its slots lie beyond the booking horizon.
 */
export function opdDayStates(input: FreeSlotsInput & { fromDate: string; toDate: string }): Record<string, OpdDayState> {
  const p = prepare({ ...input, limit: undefined });
  const states: Record<string, OpdDayState> = {};
  for (let day = parseDate(input.fromDate, "fromDate"); day <= parseDate(input.toDate, "toDate"); day += 1) {
    if (p.daysOff.some((d) => d.from <= day && day <= d.to)) continue;
    const grid = daySlots(p, day);
    if (!grid.length) continue;
    const open = grid.filter((s) => s.start >= p.earliest && s.start <= p.latest);
    const key = new Date(day * DAY).toISOString().slice(0, 10);
    if (!open.length) states[key] = grid.some((s) => s.start > p.latest) ? "later" : "over";
    else states[key] = open.some((s) => !p.busy.some((b) => b.start < s.end && b.end > s.start)) ? "free" : "full";
  }
  return states;
}

/**
 * Whether `slot` is exactly (same start, same end) one of `freeSlots(input)`, computing only
 * the slot's local day. `limit` is ignored: it pages a list, it does not make a slot unbookable.
 */
export function isBookableSlot(input: FreeSlotsInput & { slot: Interval }): boolean {
  const p = prepare({ ...input, limit: undefined });
  const start = instantOf(input.slot?.start, "slot start");
  const end = instantOf(input.slot?.end, "slot end");
  const day = parseDate(localDate(input.slot.start, input.timeZone), "slot date");
  if (day < p.firstDay || day > p.lastDay) return false;
  return compute({ ...p, firstDay: day, lastDay: day }).some((s) => s.start.getTime() === start && s.end.getTime() === end);
}
