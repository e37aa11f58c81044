import { endOfLocalDay, localDateOf } from "./appointment-time";

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
