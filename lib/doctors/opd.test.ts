import { WEEK_DAYS } from "@/lib/contracts/week";
import { formatClock, opdWeek, timeZoneName } from "./opd";

describe("formatClock", () => {
  it.each([
    ["09:30", "9:30 am"],
    ["13:00", "1:00 pm"],
    ["12:00", "12:00 pm"],
    ["00:15", "12:15 am"],
    ["23:59:00", "11:59 pm"],
  ])("%s → %s", (time, expected) => {
    expect(formatClock(time)).toBe(expected);
  });

  it("leaves text it cannot read as it is", () => {
    expect(formatClock("noon")).toBe("noon");
    expect(formatClock("25:00")).toBe("25:00");
    expect(formatClock("25:00", "mr")).toBe("25:00");
  });

  it("writes the time of day as Marathi and Hindi do, with Western digits", () => {
    for (const locale of ["mr", "hi"] as const) {
      expect(formatClock("09:30", locale)).toMatch(/^9:30\b/);
      expect(formatClock("17:00", locale)).toMatch(/^5:00\b/);
      expect(formatClock("17:00", locale)).not.toBe(formatClock("05:00", locale));
    }
    expect(formatClock("17:00", "hi")).toBe("5:00 pm");
  });
});

describe("opdWeek", () => {
  it("lists all seven days, Monday first, with each day's sittings in order", () => {
    const week = opdWeek([
      { dayOfWeek: 2, day: "Tuesday", startTime: "17:00", endTime: "19:00" },
      { dayOfWeek: 2, day: "Tuesday", startTime: "09:00", endTime: "13:00" },
      { dayOfWeek: 6, day: "Saturday", startTime: "10:00", endTime: "12:30" },
    ]);
    expect(week.map((d) => d.day)).toEqual([...WEEK_DAYS]);
    expect(week[1].sittings.map((s) => s.label)).toEqual(["9:00 am – 1:00 pm", "5:00 pm – 7:00 pm"]);
    expect(week[5].sittings.map((s) => s.label)).toEqual(["10:00 am – 12:30 pm"]);
    expect(week[0].sittings).toEqual([]);
    expect(week[6].sittings).toEqual([]);
  });
});

describe("timeZoneName", () => {
  it("names the hospital's time zone in words", () => {
    expect(timeZoneName("Asia/Kolkata")).toBe("India Standard Time");
    expect(timeZoneName("Asia/Kolkata", "mr")).toBe("भारतीय प्रमाण वेळ");
    expect(timeZoneName("Asia/Kolkata", "hi")).toBe("भारतीय मानक समय");
  });

  it("falls back to the zone id when it is not a zone", () => {
    expect(timeZoneName("Not/AZone")).toBe("Not/AZone");
  });
});
