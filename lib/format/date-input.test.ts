import { addDays, describeDateInput, formatDateInput, parseDateInput } from "./date-input";

// The console's dates: shown as "1 Dec 2026", read from any spelling that cannot be
// misread, and refused with the reason otherwise; the value stays ISO "YYYY-MM-DD".
describe("parseDateInput", () => {
  it("reads 1 December and 12 January apart whichever way the month is written", () => {
    for (const typed of ["1 Dec 2026", "01 Dec 2026", "1 December 2026", "1st December, 2026", "1-Dec-2026", "1 dec. 2026", "Dec 1, 2026", "December 1 2026", "2026-12-01", "2026/12/1"]) {
      expect([typed, parseDateInput(typed)]).toEqual([typed, { ok: true, value: "2026-12-01" }]);
    }
    for (const typed of ["12 Jan 2026", "12 January 2026", "Jan 12, 2026", "2026-01-12"]) {
      expect([typed, parseDateInput(typed)]).toEqual([typed, { ok: true, value: "2026-01-12" }]);
    }
    expect(parseDateInput("  3   Sept   2027 ")).toEqual({ ok: true, value: "2027-09-03" });
  });

  it("refuses an all-number date, saying how it could be read", () => {
    expect(parseDateInput("12/01/2026")).toEqual({ ok: false, message: "Write the month as a word, such as 1 Dec 2026. 12/01/2026 could be 12 January or 1 December." });
    expect(parseDateInput("01.12.2026")).toMatchObject({ ok: false, message: expect.stringContaining("could be 1 December or 12 January") });
    expect(parseDateInput("25/12/2026")).toEqual({ ok: false, message: "Write the month as a word, such as 1 Dec 2026." });
  });

  it("refuses dates that do not exist: 31 February, 29 February of a common year, month 13, day 0", () => {
    expect(parseDateInput("31 Feb 2026")).toEqual({ ok: false, message: "There is no 31 February 2026: February 2026 has 28 days." });
    expect(parseDateInput("29 Feb 2027")).toMatchObject({ ok: false, message: expect.stringContaining("February 2027 has 28 days") });
    expect(parseDateInput("29 Feb 2028")).toEqual({ ok: true, value: "2028-02-29" });
    expect(parseDateInput("31 April 2026")).toMatchObject({ ok: false, message: expect.stringContaining("April 2026 has 30 days") });
    expect(parseDateInput("2026-13-01")).toMatchObject({ ok: false, message: expect.stringMatching(/^There is no month 13/) });
    expect(parseDateInput("0 Dec 2026")).toMatchObject({ ok: false });
  });

  it("reads blank as no date, and refuses a short year, an unknown month and other text", () => {
    expect(parseDateInput("")).toEqual({ ok: true, value: null });
    expect(parseDateInput("   ")).toEqual({ ok: true, value: null });
    expect(parseDateInput("1 Dec 26")).toEqual({ ok: false, message: "Write the year in full, such as 2026." });
    expect(parseDateInput("1 Ma 2026")).toMatchObject({ ok: false, message: expect.stringContaining("is not a month") });
    expect(parseDateInput("1 Decembre 2026")).toMatchObject({ ok: false, message: expect.stringContaining("is not a month") });
    expect(parseDateInput("tomorrow")).toEqual({ ok: false, message: "Enter the date as day, month and year, such as 1 Dec 2026." });
    expect(parseDateInput("1 Dec 1850")).toEqual({ ok: false, message: "Enter a year from 1900 to 2200." });
  });

  it("takes a weekday in front (as the field reads a date back) and checks it", () => {
    expect(parseDateInput("Tuesday, 1 December 2026")).toEqual({ ok: true, value: "2026-12-01" });
    expect(parseDateInput("Tue 1 Dec 2026")).toEqual({ ok: true, value: "2026-12-01" });
    expect(parseDateInput("Monday, 1 December 2026")).toEqual({ ok: false, message: "1 December 2026 is a Tuesday, not a Monday: check the day." });
    // "Mar" is a month, not a weekday.
    expect(parseDateInput("Mar 3 2026")).toEqual({ ok: true, value: "2026-03-03" });
  });
});

describe("formatDateInput and describeDateInput", () => {
  it("shows an ISO day as 1 Dec 2026, nothing for none, and anything else as it is", () => {
    expect(formatDateInput("2026-12-01")).toBe("1 Dec 2026");
    expect(formatDateInput("2026-01-12")).toBe("12 Jan 2026");
    expect(formatDateInput(null)).toBe("");
    expect(formatDateInput("12/01/2026")).toBe("12/01/2026");
    expect(formatDateInput("2026-02-31")).toBe("2026-02-31");
    // What it shows reads back as the same day.
    expect(parseDateInput(formatDateInput("2026-09-30"))).toEqual({ ok: true, value: "2026-09-30" });
  });

  it("reads a day back in full with its weekday, and counts days across months and years", () => {
    expect(describeDateInput("2026-12-01")).toBe("Tuesday, 1 December 2026");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});
