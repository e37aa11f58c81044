import { DATE_NOT_AVAILABLE, DEFAULT_HOSPITAL_TIMEZONE, formatDate } from "./date";

describe("formatDate output format (SPEC section 9: US English, long month, day, year)", () => {
  it("formats a Date as 'March 5, 2026'", () => {
    expect(formatDate(new Date("2026-03-05T12:00:00Z"))).toBe("March 5, 2026");
  });

  it("does not zero-pad the day and spells out every month", () => {
    const months = [
      "January", "February", "March", "April", "May", "June",
      "July", "August", "September", "October", "November", "December",
    ];
    months.forEach((month, index) => {
      expect(formatDate(new Date(Date.UTC(2025, index, 1, 12)))).toBe(`${month} 1, 2025`);
    });
  });
});

describe("formatDate accepts real ISO dates, date-times and Date objects", () => {
  it.each([
    ["a date", "2026-03-05", "March 5, 2026"],
    ["the last day of a year", "2026-12-31", "December 31, 2026"],
    ["29 February of a leap year", "2024-02-29", "February 29, 2024"],
    ["29 February of a century leap year", "2000-02-29", "February 29, 2000"],
    ["a UTC date-time", "2026-03-05T12:00:00Z", "March 5, 2026"],
    ["a lower-case t and z", "2026-03-05t12:00:00z", "March 5, 2026"],
    ["milliseconds", "2026-03-05T12:00:00.123Z", "March 5, 2026"],
    ["microseconds (PostgreSQL)", "2026-03-05T12:00:00.123456Z", "March 5, 2026"],
    ["no seconds", "2026-03-05T12:00Z", "March 5, 2026"],
    ["an offset", "2026-03-05T12:00:00+05:30", "March 5, 2026"],
    ["an offset without colon", "2026-03-05T12:00:00+0530", "March 5, 2026"],
    ["PostgreSQL's text form with an hour-only offset", "2026-03-05 06:30:00+00", "March 5, 2026"],
    ["surrounding whitespace", "  2026-03-05  ", "March 5, 2026"],
    ["a wall-clock date-time (no offset) keeps its own day", "2026-03-05T23:30:00", "March 5, 2026"],
    ["an early year", "0999-06-15", "June 15, 999"],
  ])("%s: %j", (_label, value, expected) => {
    expect(formatDate(value)).toBe(expected);
    // A calendar day is the day it names, whatever the zone.
    if (!/[zZ]|[+-]\d\d(:?\d\d)?$/.test(value)) expect(formatDate(value, "America/Los_Angeles")).toBe(expected);
  });

  it("reads an offset as the instant it names", () => {
    // 23:30 at -05:00 is 04:30 UTC on the 6th, 10:00 in India.
    expect(formatDate("2026-03-05T23:30:00-05:00", "UTC")).toBe("March 6, 2026");
    expect(formatDate("2026-03-05T23:30:00-05:00", "America/New_York")).toBe("March 5, 2026");
    expect(formatDate("2026-03-06T01:00:00+05:30", "UTC")).toBe("March 5, 2026");
  });
});

describe("formatDate gives 'Date not available' for anything that is not a real date (SPEC section 8)", () => {
  it("exports the exact text", () => {
    expect(DATE_NOT_AVAILABLE).toBe("Date not available");
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an empty string", ""],
    ["whitespace", "   "],
    ["a non-date string", "not a date"],
    ["30 February", "2026-02-30"],
    ["29 February of a common year", "2026-02-29"],
    ["29 February of a non-leap century", "1900-02-29"],
    ["31 April", "2026-04-31"],
    ["day 0", "2026-03-00"],
    ["month 13", "2026-13-01"],
    ["month 0", "2026-00-10"],
    ["an impossible ISO date", "2026-13-45"],
    ["hour 24", "2026-03-05T24:00:00Z"],
    ["minute 60", "2026-03-05T12:60:00Z"],
    ["second 60", "2026-03-05T12:00:60Z"],
    ["offset hour 24", "2026-03-05T12:00:00+24:00"],
    ["year 0", "0000-01-01"],
    ["the string \"0\"", "0"],
    ["a numeric string", "20260305"],
    ["a timestamp string", "1772712000000"],
    ["a year alone", "2026"],
    ["a year and month", "2026-03"],
    ["a US-style date", "03/05/2026"],
    ["an Indian-style date", "05-03-2026"],
    ["an English date", "March 5, 2026"],
    ["a Date.toString()", "Thu Mar 05 2026 12:00:00 GMT+0000"],
    ["an RFC 2822 date", "Thu, 05 Mar 2026 12:00:00 GMT"],
    ["trailing garbage", "2026-03-05abc"],
    ["a date with a NUL", "2026-03-05\u0000"],
    ["single-digit parts", "2026-3-5"],
    ["an expanded year", "+002026-03-05"],
    ["the number 0", 0],
    ["a timestamp number", Date.UTC(2026, 2, 5, 12)],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["true", true],
    ["an object", { year: 2026 }],
    ["an array", ["2026-03-05"]],
    ["an invalid Date object", new Date("nope")],
  ])("for %s", (_label, value) => {
    expect(formatDate(value)).toBe("Date not available");
  });
});

describe("formatDate time zone", () => {
  // 20:00 UTC on 5 March is 01:30 on 6 March in India (UTC+5:30).
  const lateEvening = "2026-03-05T20:00:00Z";

  it("shows an instant in the hospital's default zone (Asia/Kolkata) when none is passed", () => {
    expect(DEFAULT_HOSPITAL_TIMEZONE).toBe("Asia/Kolkata");
    expect(formatDate(lateEvening)).toBe("March 6, 2026");
    expect(formatDate(new Date(lateEvening))).toBe("March 6, 2026");
    expect(formatDate(lateEvening, "UTC")).toBe("March 5, 2026");
  });

  it("gives the next day in Asia/Kolkata for an instant just before midnight UTC", () => {
    expect(formatDate(lateEvening, "Asia/Kolkata")).toBe("March 6, 2026");
  });

  it("gives the previous day in America/New_York for an instant just after midnight UTC", () => {
    expect(formatDate("2026-03-06T02:00:00Z", "America/New_York")).toBe("March 5, 2026");
  });

  it("respects the time zone across a year boundary", () => {
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 19)), "Asia/Kolkata")).toBe("January 1, 2026");
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 19)), "UTC")).toBe("December 31, 2025");
  });

  it("never throws on an unknown zone: it falls back to the hospital's default", () => {
    expect(formatDate(lateEvening, "Mars/Olympus")).toBe("March 6, 2026");
  });
});
