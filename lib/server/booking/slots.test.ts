import { freeSlots, isBookableSlot, localDate, opdDays, type FreeSlotsInput, type Interval, type WeeklySession } from "./slots";

// Calendar used below (2026): Sun 1 March, Mon 2, Tue 3, Wed 4, Thu 5, Fri 6, Sat 7, Sun 8 March.
// India is UTC+05:30 all year: 10:00 IST = 04:30Z.
const KOLKATA = "Asia/Kolkata";
const NEW_YORK = "America/New_York";
const LONDON = "Europe/London";

const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);
const starts = (slots: Interval[]) => slots.map((s) => s.start.toISOString());
const pairs = (slots: Interval[]) => slots.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`);
const minutes = (s: Interval) => (s.end.getTime() - s.start.getTime()) / 60_000;

/** Kolkata, now = Sun 1 March 00:00 IST, no notice, a 7-day horizon, nothing busy, no days off. */
function input(over: Partial<FreeSlotsInput> = {}): FreeSlotsInput {
  return { sessions: [], daysOff: [], busy: [], now: ist("2026-03-01", "00:00"), timeZone: KOLKATA, minNoticeMinutes: 0, horizonDays: 7, ...over };
}
const session = (dayOfWeek: number, start: string, end: string, slotMinutes: number): WeeklySession => ({ dayOfWeek, start, end, slotMinutes });
const MON_10_TO_11 = session(1, "10:00", "11:00", 15);
const busy = (date: string, from: string, to: string): Interval => ({ start: ist(date, from), end: ist(date, to) });

describe("freeSlots: a plain week in Kolkata", () => {
  const week = input({
    sessions: [session(1, "10:00", "11:00", 15), session(3, "17:00:00", "18:00:00", 30), session(6, "09:00", "09:30", 10)],
  });

  it("lists Monday 10:00–11:00 IST as four 15-minute slots from 04:30Z, then Wednesday and Saturday, in order", () => {
    expect(starts(freeSlots(week))).toEqual([
      "2026-03-02T04:30:00.000Z",
      "2026-03-02T04:45:00.000Z",
      "2026-03-02T05:00:00.000Z",
      "2026-03-02T05:15:00.000Z",
      "2026-03-04T11:30:00.000Z",
      "2026-03-04T12:00:00.000Z",
      "2026-03-07T03:30:00.000Z",
      "2026-03-07T03:40:00.000Z",
      "2026-03-07T03:50:00.000Z",
    ]);
  });

  it("gives every slot its sitting's length (15, 30 and 10 minutes)", () => {
    expect(freeSlots(week).map(minutes)).toEqual([15, 15, 15, 15, 30, 30, 10, 10, 10]);
  });

  it("offers only whole slots: 10:00–10:50 in 15-minute slots stops at 10:30–10:45", () => {
    const slots = freeSlots(input({ sessions: [session(1, "10:00", "10:50", 15)] }));
    expect(pairs(slots)).toEqual([
      "2026-03-02T04:30:00.000Z/2026-03-02T04:45:00.000Z",
      "2026-03-02T04:45:00.000Z/2026-03-02T05:00:00.000Z",
      "2026-03-02T05:00:00.000Z/2026-03-02T05:15:00.000Z",
    ]);
  });

  it("lets a sitting end at 24:00 (midnight after)", () => {
    expect(starts(freeSlots(input({ sessions: [session(2, "23:00", "24:00", 30)] })))).toEqual(["2026-03-03T17:30:00.000Z", "2026-03-03T18:00:00.000Z"]);
  });

  it("repeats a weekday's sitting every week of the horizon", () => {
    const slots = freeSlots(input({ sessions: [session(1, "10:00", "10:15", 15)], horizonDays: 21 }));
    expect(starts(slots)).toEqual(["2026-03-02T04:30:00.000Z", "2026-03-09T04:30:00.000Z", "2026-03-16T04:30:00.000Z"]);
  });

  it("returns nothing without sittings", () => {
    expect(freeSlots(input())).toEqual([]);
  });
});

describe("freeSlots: minimum notice", () => {
  it("drops slots that start less than the notice after now (09:50 + 30 min leaves 10:30 and 10:45)", () => {
    const slots = freeSlots(input({ sessions: [MON_10_TO_11], now: ist("2026-03-02", "09:50"), minNoticeMinutes: 30 }));
    expect(starts(slots)).toEqual(["2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z"]);
  });

  it("keeps a slot that starts exactly at now + notice (09:45 + 30 min = 10:15)", () => {
    const slots = freeSlots(input({ sessions: [MON_10_TO_11], now: ist("2026-03-02", "09:45"), minNoticeMinutes: 30 }));
    expect(starts(slots)[0]).toBe("2026-03-02T04:45:00.000Z");
  });

  it("drops a slot that has already started when there is no notice", () => {
    const slots = freeSlots(input({ sessions: [MON_10_TO_11], now: ist("2026-03-02", "10:01"), horizonDays: 1 }));
    expect(starts(slots)).toEqual(["2026-03-02T04:45:00.000Z", "2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z"]);
  });

  it("can push every slot of today to a later day (a 2-day notice)", () => {
    const slots = freeSlots(input({ sessions: [session(1, "10:00", "10:15", 15), session(3, "10:00", "10:15", 15)], now: ist("2026-03-02", "08:00"), minNoticeMinutes: 2 * 24 * 60 }));
    expect(starts(slots)).toEqual(["2026-03-04T04:30:00.000Z"]);
  });
});

describe("freeSlots: horizon end", () => {
  it("stops at now + horizonDays: next Monday's slots after 10:20 IST are not offered yet", () => {
    const slots = freeSlots(input({ sessions: [MON_10_TO_11], now: ist("2026-03-02", "10:20"), horizonDays: 7 }));
    expect(starts(slots)).toEqual(["2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z", "2026-03-09T04:30:00.000Z", "2026-03-09T04:45:00.000Z"]);
  });

  it("keeps a slot that starts exactly at the end of the horizon", () => {
    const slots = freeSlots(input({ sessions: [MON_10_TO_11], now: ist("2026-03-02", "10:15"), horizonDays: 7 }));
    expect(starts(slots).at(-1)).toBe("2026-03-09T04:45:00.000Z");
  });

  it("offers only a slot starting exactly now with a horizon of 0 days", () => {
    const slots = freeSlots(input({ sessions: [MON_10_TO_11, session(2, "10:00", "11:00", 15)], now: ist("2026-03-02", "10:30"), horizonDays: 0 }));
    expect(starts(slots)).toEqual(["2026-03-02T05:00:00.000Z"]);
  });

  it("counts horizon days on the local calendar: 1 day from Monday 10:20 reaches Tuesday 10:20", () => {
    const slots = freeSlots(input({ sessions: [MON_10_TO_11, session(2, "10:00", "11:00", 15)], now: ist("2026-03-02", "10:20"), horizonDays: 1 }));
    expect(starts(slots)).toEqual(["2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z", "2026-03-03T04:30:00.000Z", "2026-03-03T04:45:00.000Z"]);
  });
});

describe("freeSlots: days off", () => {
  const daily = [1, 2, 3, 4, 5].map((d) => session(d, "10:00", "10:15", 15));

  it("skips every date of a days-off range, both ends included", () => {
    const slots = freeSlots(input({ sessions: daily, daysOff: [{ from: "2026-03-03", to: "2026-03-04" }] }));
    expect(starts(slots)).toEqual(["2026-03-02T04:30:00.000Z", "2026-03-05T04:30:00.000Z", "2026-03-06T04:30:00.000Z"]);
  });

  it("skips a single day off (from = to) and applies several ranges", () => {
    const slots = freeSlots(input({ sessions: daily, daysOff: [{ from: "2026-03-02", to: "2026-03-02" }, { from: "2026-03-05", to: "2026-03-31" }] }));
    expect(starts(slots)).toEqual(["2026-03-03T04:30:00.000Z", "2026-03-04T04:30:00.000Z"]);
  });

  it("reads days off as local dates: Tuesday 00:00–05:29 UTC is still Tuesday in India", () => {
    const slots = freeSlots(input({ sessions: [session(2, "00:00", "00:15", 15), session(3, "00:00", "00:15", 15)], daysOff: [{ from: "2026-03-03", to: "2026-03-03" }] }));
    // Tuesday 00:00 IST is Monday 18:30Z; it is off. Wednesday 00:00 IST is Tuesday 18:30Z; it is not.
    expect(starts(slots)).toEqual(["2026-03-03T18:30:00.000Z"]);
  });
});

describe("freeSlots: busy intervals (bookings and holds)", () => {
  const monday = (busyList: Interval[]) => starts(freeSlots(input({ sessions: [MON_10_TO_11], busy: busyList })));

  it("removes the two 15-minute slots a 30-minute booking 10:15–10:45 overlaps", () => {
    expect(monday([busy("2026-03-02", "10:15", "10:45")])).toEqual(["2026-03-02T04:30:00.000Z", "2026-03-02T05:15:00.000Z"]);
  });

  it("removes every slot a busy interval of an odd length touches inside (10:05–10:20 removes 10:00 and 10:15)", () => {
    expect(monday([busy("2026-03-02", "10:05", "10:20")])).toEqual(["2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z"]);
  });

  it("removes one slot for a busy interval strictly inside it (10:35–10:40)", () => {
    expect(monday([busy("2026-03-02", "10:35", "10:40")])).toEqual(["2026-03-02T04:30:00.000Z", "2026-03-02T04:45:00.000Z", "2026-03-02T05:15:00.000Z"]);
  });

  it("keeps slots that only touch a busy interval: [09:00, 10:00) and [11:00, 12:00) overlap none of 10:00–11:00", () => {
    expect(monday([busy("2026-03-02", "09:00", "10:00"), busy("2026-03-02", "11:00", "12:00")])).toHaveLength(4);
  });

  it("removes exactly the booked slot and not its neighbours (booking 10:15–10:30)", () => {
    expect(monday([busy("2026-03-02", "10:15", "10:30")])).toEqual(["2026-03-02T04:30:00.000Z", "2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z"]);
  });

  it("sees a long interval that starts before a short one (09:00–10:40 then 09:30–09:45, in any order)", () => {
    const expected = ["2026-03-02T05:15:00.000Z"];
    expect(monday([busy("2026-03-02", "09:00", "10:40"), busy("2026-03-02", "09:30", "09:45")])).toEqual(expected);
    expect(monday([busy("2026-03-02", "09:30", "09:45"), busy("2026-03-02", "09:00", "10:40")])).toEqual(expected);
  });

  it("ignores busy intervals on other days and empty ones", () => {
    const other = [busy("2026-03-03", "10:00", "11:00"), busy("2026-03-01", "10:00", "11:00"), busy("2026-03-02", "10:20", "10:20")];
    expect(monday(other)).toHaveLength(4);
  });

  it("removes the whole day for a busy interval spanning it", () => {
    expect(monday([{ start: ist("2026-03-01", "12:00"), end: ist("2026-03-03", "00:00") }])).toEqual([]);
  });
});

describe("freeSlots: overlapping sittings", () => {
  it("drops slots of a second sitting that overlap slots already chosen, keeping the earlier-ending one at a tie", () => {
    // A: 10:00–11:00 in 30 min; B: 10:15–11:15 in 15 min. 10:15 (B) overlaps A's 10:00; at 10:30
    // B's 15-minute slot ends first and wins; A's 10:30–11:00 then overlaps it.
    const slots = freeSlots(input({ sessions: [session(1, "10:00", "11:00", 30), session(1, "10:15", "11:15", 15)] }));
    expect(pairs(slots)).toEqual([
      "2026-03-02T04:30:00.000Z/2026-03-02T05:00:00.000Z",
      "2026-03-02T05:00:00.000Z/2026-03-02T05:15:00.000Z",
      "2026-03-02T05:15:00.000Z/2026-03-02T05:30:00.000Z",
      "2026-03-02T05:30:00.000Z/2026-03-02T05:45:00.000Z",
    ]);
  });

  it("lists a duplicated sitting once", () => {
    expect(freeSlots(input({ sessions: [MON_10_TO_11, MON_10_TO_11] }))).toHaveLength(4);
  });

  it("joins two sittings that follow each other (10:00–11:00 and 11:00–12:00)", () => {
    expect(freeSlots(input({ sessions: [session(1, "11:00", "12:00", 15), MON_10_TO_11] }))).toHaveLength(8);
  });

  it("keeps the day's grid fixed when a slot is booked: booking A's 10:00 does not bring back B's 10:15", () => {
    const sessions = [session(1, "10:00", "11:00", 30), session(1, "10:15", "11:15", 15)];
    const slots = freeSlots(input({ sessions, busy: [busy("2026-03-02", "10:00", "10:10")] }));
    expect(starts(slots)).toEqual(["2026-03-02T05:00:00.000Z", "2026-03-02T05:15:00.000Z", "2026-03-02T05:30:00.000Z"]);
  });
});

describe("freeSlots: daylight saving (America/New_York, Europe/London)", () => {
  // 2026: New York springs forward on Sun 8 March (02:00 EST -> 03:00 EDT, at 07:00Z) and falls
  // back on Sun 1 November (02:00 EDT -> 01:00 EST, at 06:00Z).
  const ny = (now: string, sessions: WeeklySession[]) => freeSlots(input({ timeZone: NEW_YORK, now: new Date(now), horizonDays: 2, sessions }));

  it("gives a 01:00–04:00 sitting 2 real hours (4 half-hour slots) on the spring-forward day", () => {
    const slots = ny("2026-03-07T12:00:00Z", [session(7, "01:00", "04:00", 30)]);
    expect(starts(slots)).toEqual(["2026-03-08T06:00:00.000Z", "2026-03-08T06:30:00.000Z", "2026-03-08T07:00:00.000Z", "2026-03-08T07:30:00.000Z"]);
    expect(slots.at(-1)?.end.toISOString()).toBe("2026-03-08T08:00:00.000Z"); // 04:00 EDT
  });

  it("gives a 01:00–04:00 sitting 4 real hours (8 half-hour slots) on the fall-back day, from the first 01:00 (EDT)", () => {
    const slots = ny("2026-10-31T12:00:00Z", [session(7, "01:00", "04:00", 30)]);
    expect(slots).toHaveLength(8);
    expect(starts(slots)[0]).toBe("2026-11-01T05:00:00.000Z"); // 01:00 EDT
    expect(starts(slots)[2]).toBe("2026-11-01T06:00:00.000Z"); // 01:00 EST, the second 01:00
    expect(slots.at(-1)?.end.toISOString()).toBe("2026-11-01T09:00:00.000Z"); // 04:00 EST
  });

  it("gives the same sitting 3 real hours on an ordinary Sunday (a week later)", () => {
    const slots = freeSlots(input({ timeZone: NEW_YORK, now: new Date("2026-03-14T12:00:00Z"), horizonDays: 2, sessions: [session(7, "01:00", "04:00", 60)] }));
    expect(starts(slots)).toEqual(["2026-03-15T05:00:00.000Z", "2026-03-15T06:00:00.000Z", "2026-03-15T07:00:00.000Z"]);
  });

  it("starts a sitting that begins in the skipped hour (02:30) at the first instant after it, 03:00 EDT = 07:00Z", () => {
    const slots = ny("2026-03-07T12:00:00Z", [session(7, "02:30", "04:00", 30)]);
    expect(pairs(slots)).toEqual(["2026-03-08T07:00:00.000Z/2026-03-08T07:30:00.000Z", "2026-03-08T07:30:00.000Z/2026-03-08T08:00:00.000Z"]);
  });

  it("ends a sitting that ends in the skipped hour (01:00–02:30) when the gap ends, after 1 real hour", () => {
    expect(starts(ny("2026-03-07T12:00:00Z", [session(7, "01:00", "02:30", 30)]))).toEqual(["2026-03-08T06:00:00.000Z", "2026-03-08T06:30:00.000Z"]);
  });

  it("offers nothing for a sitting wholly inside the skipped hour (02:00–02:45)", () => {
    expect(ny("2026-03-07T12:00:00Z", [session(7, "02:00", "02:45", 15)])).toEqual([]);
  });

  it("converts London wall times with GMT before 29 March 2026 and BST after (09:00 = 09:00Z, then 08:00Z)", () => {
    const slots = freeSlots(input({ timeZone: LONDON, now: new Date("2026-03-21T12:00:00Z"), horizonDays: 9, sessions: [session(7, "09:00", "10:00", 30)] }));
    expect(starts(slots)).toEqual(["2026-03-22T09:00:00.000Z", "2026-03-22T09:30:00.000Z", "2026-03-29T08:00:00.000Z", "2026-03-29T08:30:00.000Z"]);
  });

  it("gives a London sitting 00:30–02:30 across the 01:00 GMT jump only 1 real hour", () => {
    const slots = freeSlots(input({ timeZone: LONDON, now: new Date("2026-03-28T12:00:00Z"), horizonDays: 2, sessions: [session(7, "00:30", "02:30", 30)] }));
    expect(starts(slots)).toEqual(["2026-03-29T00:30:00.000Z", "2026-03-29T01:00:00.000Z"]);
  });
});

describe("freeSlots: date window and limit", () => {
  const daily = [1, 2, 3, 4, 5, 6, 7].map((d) => session(d, "10:00", "10:30", 15));

  it("computes only fromDate..toDate, both included", () => {
    const slots = freeSlots(input({ sessions: daily, fromDate: "2026-03-03", toDate: "2026-03-04" }));
    expect(starts(slots)).toEqual(["2026-03-03T04:30:00.000Z", "2026-03-03T04:45:00.000Z", "2026-03-04T04:30:00.000Z", "2026-03-04T04:45:00.000Z"]);
  });

  it("clips a window that starts in the past to now + notice and one that ends beyond the horizon to the horizon", () => {
    const now = ist("2026-03-02", "10:10");
    const slots = freeSlots(input({ sessions: daily, now, horizonDays: 2, fromDate: "2026-02-01", toDate: "2026-12-31" }));
    expect(starts(slots)).toEqual(["2026-03-02T04:45:00.000Z", "2026-03-03T04:30:00.000Z", "2026-03-03T04:45:00.000Z", "2026-03-04T04:30:00.000Z"]);
  });

  it("returns nothing for a window wholly outside the horizon", () => {
    expect(freeSlots(input({ sessions: daily, fromDate: "2026-04-01", toDate: "2026-04-30" }))).toEqual([]);
  });

  it("returns the first `limit` slots across days, and none for limit 0", () => {
    expect(starts(freeSlots(input({ sessions: daily, limit: 3 })))).toEqual(["2026-03-01T04:30:00.000Z", "2026-03-01T04:45:00.000Z", "2026-03-02T04:30:00.000Z"]);
    expect(freeSlots(input({ sessions: daily, limit: 0 }))).toEqual([]);
  });
});

describe("freeSlots: a month with 200 bookings", () => {
  // Three sittings every day for 30 days and 200 busy intervals of 5 to 60 minutes at
  // pseudo-random times (a fixed seed), in no particular order.
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const sessions = [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [session(d, "09:00", "12:00", 15), session(d, "14:00", "17:00", 20), session(d, "18:00", "20:00", 10)]);
  const now = ist("2026-03-01", "08:00");
  const busyList: Interval[] = Array.from({ length: 200 }, () => {
    const start = now.getTime() + Math.floor(random() * 30 * 24 * 60) * 60_000;
    return { start: new Date(start), end: new Date(start + (5 + Math.floor(random() * 56)) * 60_000) };
  });
  const month = input({ sessions, now, horizonDays: 30, minNoticeMinutes: 60, busy: busyList });

  it("equals the busy-free slots minus those overlapping some booking (checked one by one)", () => {
    const overlaps = (s: Interval) => busyList.some((b) => b.start < s.end && s.start < b.end);
    const all = freeSlots({ ...month, busy: [] });
    const expected = all.filter((s) => !overlaps(s));
    expect(all).toHaveLength(30 * 33); // 12 + 9 + 12 slots a day
    expect(expected.length).toBeLessThan(all.length - 150);
    expect(pairs(freeSlots(month))).toEqual(pairs(expected));
  });

  it("is sorted by start, without duplicates or overlaps", () => {
    const slots = freeSlots(month);
    for (let i = 1; i < slots.length; i += 1) expect(slots[i].start.getTime()).toBeGreaterThanOrEqual(slots[i - 1].end.getTime());
  });

  it("takes well under 100 ms per call", () => {
    freeSlots(month);
    const runs = 20;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) freeSlots(month);
    expect((performance.now() - started) / runs).toBeLessThan(100);
  });
});

describe("localDate", () => {
  it("is the next day in Kolkata from 18:30Z: 18:45Z on 1 March is 2 March there", () => {
    expect(localDate(new Date("2026-03-01T18:45:00Z"), KOLKATA)).toBe("2026-03-02");
    expect(localDate(new Date("2026-03-01T18:30:00Z"), KOLKATA)).toBe("2026-03-02");
  });

  it("is still the same day one second before local midnight (18:29:59Z)", () => {
    expect(localDate(new Date("2026-03-01T18:29:59Z"), KOLKATA)).toBe("2026-03-01");
  });

  it("follows the zone: the same instant is 1 March in New York and UTC", () => {
    expect(localDate(new Date("2026-03-01T18:45:00Z"), NEW_YORK)).toBe("2026-03-01");
    expect(localDate(new Date("2026-03-01T18:45:00Z"), "UTC")).toBe("2026-03-01");
  });

  it("throws on an unknown zone or an invalid date", () => {
    expect(() => localDate(new Date("2026-03-01T00:00:00Z"), "Mars/Olympus")).toThrow(/time zone/);
    expect(() => localDate(new Date("nonsense"), KOLKATA)).toThrow(/instant/);
  });
});

describe("isBookableSlot", () => {
  const base = input({ sessions: [MON_10_TO_11], now: ist("2026-03-02", "08:00"), minNoticeMinutes: 120, horizonDays: 14, busy: [busy("2026-03-02", "10:30", "10:45")] });
  const slot = (from: string, to: string, date = "2026-03-02"): Interval => ({ start: ist(date, from), end: ist(date, to) });

  it("is true for a listed slot (10:45–11:00)", () => {
    expect(starts(freeSlots(base))).toContain("2026-03-02T05:15:00.000Z");
    expect(isBookableSlot({ ...base, slot: slot("10:45", "11:00") })).toBe(true);
  });

  it("is true for every slot freeSlots lists over two weeks", () => {
    const wide = { ...base, sessions: [MON_10_TO_11, session(3, "09:00", "13:00", 20)] };
    const slots = freeSlots(wide);
    expect(slots.length).toBeGreaterThan(20);
    expect(slots.filter((s) => !isBookableSlot({ ...wide, slot: s }))).toEqual([]);
  });

  it("is false for a slot shifted by one minute (10:46–11:01)", () => {
    expect(isBookableSlot({ ...base, slot: slot("10:46", "11:01") })).toBe(false);
  });

  it("is false for the right start with the wrong length (10:45–11:15)", () => {
    expect(isBookableSlot({ ...base, slot: slot("10:45", "11:15") })).toBe(false);
  });

  it("is false for a busy slot (10:30–10:45)", () => {
    expect(isBookableSlot({ ...base, slot: slot("10:30", "10:45") })).toBe(false);
  });

  it("is false for a slot inside the notice: 10:00 with 2 hours' notice is bookable at 08:00, not at 08:01", () => {
    expect(isBookableSlot({ ...base, slot: slot("10:00", "10:15") })).toBe(true);
    expect(isBookableSlot({ ...base, now: ist("2026-03-02", "08:01"), slot: slot("10:00", "10:15") })).toBe(false);
  });

  it("is false on a day off, beyond the horizon, outside the date window and for a dropped overlapping slot", () => {
    expect(isBookableSlot({ ...base, daysOff: [{ from: "2026-03-02", to: "2026-03-02" }], slot: slot("10:45", "11:00") })).toBe(false);
    expect(isBookableSlot({ ...base, slot: slot("10:45", "11:00", "2026-03-16") })).toBe(false); // now + 14 days is 16 March 08:00
    expect(isBookableSlot({ ...base, slot: slot("10:45", "11:00", "2026-03-09") })).toBe(true);
    expect(isBookableSlot({ ...base, fromDate: "2026-03-03", slot: slot("10:45", "11:00") })).toBe(false);
    const overlapping = { ...base, busy: [], sessions: [session(1, "10:00", "11:00", 30), session(1, "10:15", "11:15", 15)] };
    expect(isBookableSlot({ ...overlapping, slot: slot("10:15", "10:30") })).toBe(false);
    expect(isBookableSlot({ ...overlapping, slot: slot("11:00", "11:15") })).toBe(true);
  });

  it("ignores `limit`", () => {
    expect(isBookableSlot({ ...base, limit: 1, slot: slot("10:45", "11:00", "2026-03-09") })).toBe(true);
  });

  it("is true for the fall-back day's second 01:00 slot in New York and false for a slot in the spring gap", () => {
    const ny = input({ timeZone: NEW_YORK, now: new Date("2026-03-01T12:00:00Z"), horizonDays: 250, sessions: [session(7, "01:00", "04:00", 60)] });
    const at = (iso: string): Interval => ({ start: new Date(iso), end: new Date(new Date(iso).getTime() + 3_600_000) });
    expect(isBookableSlot({ ...ny, slot: at("2026-11-01T06:00:00Z") })).toBe(true);
    expect(isBookableSlot({ ...ny, slot: at("2026-03-08T07:00:00Z") })).toBe(true);
    expect(isBookableSlot({ ...ny, slot: at("2026-03-08T08:00:00Z") })).toBe(false); // 04:00 EDT: the sitting is over
  });
});

describe("invalid input", () => {
  const call = (over: Partial<FreeSlotsInput>) => () => freeSlots(input({ sessions: [MON_10_TO_11], ...over }));
  const withSession = (over: Partial<WeeklySession>) => call({ sessions: [{ ...MON_10_TO_11, ...over }] });

  it("rejects slot lengths below 5 or above 240 minutes, or not whole", () => {
    expect(withSession({ slotMinutes: 4 })).toThrow(/slotMinutes 4/);
    expect(withSession({ slotMinutes: 241 })).toThrow(/slotMinutes 241/);
    expect(withSession({ slotMinutes: 7.5 })).toThrow(/slotMinutes/);
    expect(withSession({ slotMinutes: 5 })).not.toThrow();
    expect(withSession({ slotMinutes: 240, end: "14:00" })).not.toThrow();
  });

  it("rejects a sitting whose end is not after its start", () => {
    expect(withSession({ start: "11:00", end: "11:00" })).toThrow(/end 11:00 is not after start 11:00/);
    expect(withSession({ start: "11:00", end: "10:00:00" })).toThrow(/not after start/);
  });

  it("rejects bad time strings", () => {
    for (const bad of ["25:00", "10:60", "9:00", "10:00pm", "24:30", "10:00:60", "", "10:00:00.000"]) {
      expect(withSession({ start: bad })).toThrow(/session start/);
    }
    expect(withSession({ end: "noon" })).toThrow(/session end "noon"/);
  });

  it("rejects an unknown time zone", () => {
    expect(call({ timeZone: "Asia/Atlantis" })).toThrow(/Unknown time zone "Asia\/Atlantis"/);
    expect(call({ timeZone: "" })).toThrow(/time zone/);
  });

  it("rejects a day of week outside 1..7", () => {
    expect(withSession({ dayOfWeek: 0 })).toThrow(/dayOfWeek 0/);
    expect(withSession({ dayOfWeek: 8 })).toThrow(/dayOfWeek 8/);
  });

  it("rejects bad dates in days off, backwards days off and a bad date window", () => {
    expect(call({ daysOff: [{ from: "2026-02-30", to: "2026-03-01" }] })).toThrow(/daysOff from "2026-02-30"/);
    expect(call({ daysOff: [{ from: "2026-03-05", to: "2026-03-04" }] })).toThrow(/daysOff: to 2026-03-04 is before from 2026-03-05/);
    expect(call({ fromDate: "03/02/2026" })).toThrow(/fromDate/);
    expect(call({ toDate: "2026-3-2" })).toThrow(/toDate/);
  });

  it("rejects an invalid now, a backwards busy interval, a negative notice, a bad horizon and a bad limit", () => {
    expect(call({ now: new Date("nonsense") })).toThrow(/now/);
    expect(call({ busy: [{ start: ist("2026-03-02", "10:30"), end: ist("2026-03-02", "10:00") }] })).toThrow(/busy interval/);
    expect(call({ minNoticeMinutes: -1 })).toThrow(/minNoticeMinutes/);
    expect(call({ horizonDays: 1.5 })).toThrow(/horizonDays/);
    expect(call({ horizonDays: -1 })).toThrow(/horizonDays/);
    expect(call({ limit: -1 })).toThrow(/limit/);
  });

  it("makes isBookableSlot throw too, and on an invalid slot", () => {
    const slot = { start: ist("2026-03-02", "10:00"), end: ist("2026-03-02", "10:15") };
    expect(() => isBookableSlot({ ...input({ sessions: [MON_10_TO_11], timeZone: "Nowhere" }), slot })).toThrow(/time zone/);
    expect(() => isBookableSlot({ ...input({ sessions: [{ ...MON_10_TO_11, slotMinutes: 1 }] }), slot })).toThrow(/slotMinutes/);
    expect(() => isBookableSlot({ ...input({ sessions: [MON_10_TO_11] }), slot: { start: new Date(NaN), end: slot.end } })).toThrow(/slot start/);
  });
});

describe("opdDays: the days a doctor sits, so a day without free slots reads full or No OPD", () => {
  it("lists the weekdays with a sitting, without the days of leave or holiday, whether or not a slot is free", () => {
    const days = opdDays({
      ...input({ sessions: [MON_10_TO_11, session(4, "09:00", "10:00", 15)], daysOff: [{ from: "2026-03-05", to: "2026-03-05" }], busy: [busy("2026-03-02", "10:00", "11:00")] }),
      fromDate: "2026-03-01",
      toDate: "2026-03-14",
    });
    // Monday 2 (all taken, still an OPD day), not Thursday 5 (leave), Monday 9 and Thursday 12.
    expect(days).toEqual(["2026-03-02", "2026-03-09", "2026-03-12"]);
  });
});
