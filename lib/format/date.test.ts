import { DATE_NOT_AVAILABLE, formatDate } from "./date";

describe("formatDate output format (SPEC section 9: US English, long month, day, year)", () => {
  it("formats a Date as 'March 5, 2026'", () => {
    expect(formatDate(new Date("2026-03-05T12:00:00Z"))).toBe("March 5, 2026");
  });

  it("accepts an ISO date-time string", () => {
    expect(formatDate("2026-03-05T12:00:00Z")).toBe("March 5, 2026");
  });

  it("accepts a date-only ISO string (read as UTC midnight) without shifting the day", () => {
    expect(formatDate("2026-12-31")).toBe("December 31, 2026");
  });

  it("accepts a millisecond timestamp", () => {
    expect(formatDate(Date.UTC(2026, 2, 5, 12))).toBe("March 5, 2026");
  });

  it("accepts timestamp 0 (the epoch) rather than treating it as missing", () => {
    expect(formatDate(0)).toBe("January 1, 1970");
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

describe("formatDate with a missing or invalid date gives 'Date not available' (SPEC section 8)", () => {
  it("exports the exact text", () => {
    expect(DATE_NOT_AVAILABLE).toBe("Date not available");
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an empty string", ""],
    ["a non-date string", "not a date"],
    ["an impossible ISO date", "2026-13-45"],
    ["NaN", Number.NaN],
    ["an invalid Date object", new Date("nope")],
  ])("for %s", (_label, value) => {
    expect(formatDate(value as string | number | Date | null | undefined)).toBe("Date not available");
  });
});

describe("formatDate time zone", () => {
  // 20:00 UTC on 5 March is 01:30 on 6 March in India (UTC+5:30).
  const lateEvening = "2026-03-05T20:00:00Z";

  it("uses UTC when no time zone is passed", () => {
    expect(formatDate(lateEvening)).toBe("March 5, 2026");
    expect(formatDate(lateEvening, "UTC")).toBe("March 5, 2026");
  });

  it("gives the next day in Asia/Kolkata for an instant just before midnight UTC", () => {
    expect(formatDate(lateEvening, "Asia/Kolkata")).toBe("March 6, 2026");
  });

  it("gives the previous day in America/New_York for an instant just after midnight UTC", () => {
    expect(formatDate("2026-03-06T02:00:00Z", "America/New_York")).toBe("March 5, 2026");
  });

  it("respects the time zone across a year boundary", () => {
    expect(formatDate(Date.UTC(2025, 11, 31, 19), "Asia/Kolkata")).toBe("January 1, 2026");
    expect(formatDate(Date.UTC(2025, 11, 31, 19), "UTC")).toBe("December 31, 2025");
  });
});
