import "server-only";
import { DateTime } from "luxon";

/**
 * A doctor's free appointment slots (pure). Each sitting's start and end are local wall-clock
 * times in the hospital's zone, turned into instants; slots step by their length in absolute
 * time between the two, so a daylight-saving day is right: a sitting 01:00–04:00 in New York
 * has 2 real hours on the spring-forward day and 4 on the fall-back day, and a start inside
 * the spring gap moves to the first valid instant after it (luxon's rule).
 */
export interface WeeklySession {
  /** ISO: 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  /** "HH:MM" or "HH:MM:SS", local wall-clock time. */
  start: string;
  end: string;
  slotMinutes: number;
}
/** Local dates "YYYY-MM-DD", both inclusive. */
export interface DaysOff {
  from: string;
  to: string;
}
export interface Interval {
  start: Date;
  end: Date;
}
export interface FreeSlotsInput {
  sessions: WeeklySession[];
  daysOff: DaysOff[];
  busy: Interval[];
  now: Date;
  timeZone: string;
  minNoticeMinutes: number;
  horizonDays: number;
  /** Local date window (inclusive), clipped to [now + notice, now + horizon]. */
  fromDate?: string;
  toDate?: string;
  limit?: number;
}

const TIME = /^([01][0-9]|2[0-3]):([0-5][0-9])(?::([0-5][0-9]))?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseTime(value: string): { hour: number; minute: number; second: number } {
  const match = TIME.exec(value);
  if (!match) throw new Error(`Invalid session time ${JSON.stringify(value)}: expected HH:MM`);
  return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
}

function validate(input: FreeSlotsInput): void {
  if (!DateTime.now().setZone(input.timeZone).isValid) throw new Error(`Unknown time zone ${JSON.stringify(input.timeZone)}`);
  for (const s of input.sessions) {
    if (!Number.isInteger(s.slotMinutes) || s.slotMinutes < 5 || s.slotMinutes > 240) throw new Error(`Invalid slot length ${s.slotMinutes}: 5 to 240 minutes`);
    if (!Number.isInteger(s.dayOfWeek) || s.dayOfWeek < 1 || s.dayOfWeek > 7) throw new Error(`Invalid day of week ${s.dayOfWeek}`);
    const a = parseTime(s.start);
    const b = parseTime(s.end);
    if (a.hour * 3600 + a.minute * 60 + a.second >= b.hour * 3600 + b.minute * 60 + b.second) throw new Error(`Session ends before it starts: ${s.start}–${s.end}`);
  }
  for (const d of [input.fromDate, input.toDate]) if (d !== undefined && !DATE.test(d)) throw new Error(`Invalid date ${JSON.stringify(d)}`);
}

/** "YYYY-MM-DD" of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).toISODate()!;
}

const inDaysOff = (date: string, daysOff: DaysOff[]) => daysOff.some((d) => d.from <= date && date <= d.to);

export function freeSlots(input: FreeSlotsInput): Interval[] {
  validate(input);
  const zone = input.timeZone;
  const earliest = input.now.getTime() + input.minNoticeMinutes * 60_000;
  const latest = input.now.getTime() + input.horizonDays * 86_400_000;
  const today = DateTime.fromJSDate(input.now, { zone }).startOf("day");
  let day = input.fromDate && input.fromDate > today.toISODate()! ? DateTime.fromISO(input.fromDate, { zone }) : today;
  const lastDay = DateTime.fromMillis(latest, { zone }).startOf("day");
  const stopDay = input.toDate && DateTime.fromISO(input.toDate, { zone }) < lastDay ? DateTime.fromISO(input.toDate, { zone }) : lastDay;
  const busy = [...input.busy].sort((a, b) => a.start.getTime() - b.start.getTime());
  const result: Interval[] = [];
  const limit = input.limit ?? Infinity;
  for (; day <= stopDay && result.length < limit; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    if (inDaysOff(date, input.daysOff)) continue;
    const candidates: Interval[] = [];
    for (const s of input.sessions) {
      if (s.dayOfWeek !== day.weekday) continue;
      const start = day.set(parseTime(s.start)).toMillis();
      const end = day.set(parseTime(s.end)).toMillis();
      const step = s.slotMinutes * 60_000;
      for (let t = start; t + step <= end; t += step) candidates.push({ start: new Date(t), end: new Date(t + step) });
    }
    candidates.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
    let lastEnd = -Infinity;
    let b = 0;
    for (const c of candidates) {
      const s = c.start.getTime();
      const e = c.end.getTime();
      if (s < lastEnd) continue; // overlaps a slot already offered (two sittings that overlap)
      if (s < earliest || s > latest) continue;
      while (b < busy.length && busy[b].end.getTime() <= s) b += 1;
      let blocked = false;
      for (let i = b; i < busy.length && busy[i].start.getTime() < e; i += 1) {
        if (busy[i].end.getTime() > s) {
          blocked = true;
          break;
        }
      }
      if (blocked) continue;
      result.push(c);
      lastEnd = e;
      if (result.length >= limit) break;
    }
  }
  return result;
}

/** Whether `slot` is exactly one of the free slots (only its day is computed). */
export function isBookableSlot(input: FreeSlotsInput & { slot: Interval }): boolean {
  const date = localDate(input.slot.start, input.timeZone);
  return freeSlots({ ...input, fromDate: date, toDate: date, limit: undefined }).some(
    (s) => s.start.getTime() === input.slot.start.getTime() && s.end.getTime() === input.slot.end.getTime(),
  );
}
