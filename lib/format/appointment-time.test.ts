import { endOfLocalDay, formatAppointment, formatDay, formatShortDay, formatTime, localDateOf } from "./appointment-time";

const AT = "2026-12-01T05:00:00.000Z"; // Tuesday, 10:30 in Kolkata
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

describe("appointment times in the page's language", () => {
  test("English by default, as India writes it", () => {
    expect(formatTime(AT, "Asia/Kolkata")).toBe("10:30 am");
    expect(formatShortDay(AT, "Asia/Kolkata")).toBe("Tue, 1 Dec");
    expect(formatDay(AT, "Asia/Kolkata")).toBe("Tuesday, 1 December 2026");
    expect(formatAppointment(AT, "Asia/Kolkata")).toBe("Tuesday, 1 December 2026, 10:30 am (IST)");
    expect(formatAppointment(AT, "Asia/Kolkata", "en")).toBe(formatAppointment(AT, "Asia/Kolkata"));
  });

  test("Marathi names the day and month in Marathi, with Western digits", () => {
    expect(formatShortDay(AT, "Asia/Kolkata", "mr")).toBe("मंगळ, 1 डिसें");
    expect(formatDay(AT, "Asia/Kolkata", "mr")).toBe("मंगळवार, 1 डिसेंबर, 2026");
    expect(formatTime(AT, "Asia/Kolkata", "mr")).toMatch(/^10:30\b/);
  });

  test("Hindi names the day and month in Hindi, with Western digits", () => {
    expect(formatShortDay(AT, "Asia/Kolkata", "hi")).toBe("मंगल, 1 दिस॰");
    expect(formatDay(AT, "Asia/Kolkata", "hi")).toBe("मंगलवार, 1 दिसंबर 2026");
    expect(formatTime(AT, "Asia/Kolkata", "hi")).toBe("10:30 am");
  });

  test.each(["mr", "hi"] as const)("no Devanagari digit in %s (dates, times and the zone)", (locale) => {
    const text = formatAppointment("2026-12-28T14:45:00.000Z", "Asia/Kolkata", locale);
    expect(text).toMatch(/28/);
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/8:15/);
    expect(text).not.toMatch(DEVANAGARI_DIGIT);
  });
});

describe("endOfLocalDay: a closing day's last second with the zone's offset on that day", () => {
  test("Kolkata has no daylight saving: always +05:30", () => {
    expect(endOfLocalDay("2026-12-05", "Asia/Kolkata")).toBe("2026-12-05T23:59:59+05:30");
    expect(endOfLocalDay("2026-06-30", "Asia/Kolkata")).toBe("2026-06-30T23:59:59+05:30");
  });

  test("New York takes its winter or summer offset, and the instant is that local day's end", () => {
    expect(endOfLocalDay("2026-01-15", "America/New_York")).toBe("2026-01-15T23:59:59-05:00");
    expect(endOfLocalDay("2026-07-15", "America/New_York")).toBe("2026-07-15T23:59:59-04:00");
    // The day clocks go back (1 November 2026) ends in winter time.
    expect(endOfLocalDay("2026-11-01", "America/New_York")).toBe("2026-11-01T23:59:59-05:00");
    expect(localDateOf(endOfLocalDay("2026-11-01", "America/New_York"), "America/New_York")).toBe("2026-11-01");
  });

  test("UTC and zones far east of it", () => {
    expect(endOfLocalDay("2026-03-01", "UTC")).toBe("2026-03-01T23:59:59+00:00");
    expect(endOfLocalDay("2026-03-01", "Pacific/Kiritimati")).toBe("2026-03-01T23:59:59+14:00");
  });
});
