/**
 * Moves this test context's clock: `Date` (called with no argument, and `Date.now()`) reads `at`
 * from now on and ticks from there at the real clock's pace and resolution. Timers stay real.
 * Moving it again starts from the real clock, not from the last move. For npm run test:dates
 * (test/clock-at.ts) and for files that hold the route handlers' clock at their fixtures' day
 * (holdSystemClockAtFixtureDay in test/booking-fixtures.ts).
 */
const REAL_DATE = Symbol.for("hospital.test.realDate");

export function moveClockTo(at: number): void {
  const holder = globalThis as unknown as Record<symbol, DateConstructor | undefined>;
  const RealDate = holder[REAL_DATE] ?? globalThis.Date;
  holder[REAL_DATE] = RealDate;
  const offset = at - RealDate.now();
  function MovedDate(this: unknown, ...args: unknown[]) {
    // Date() without new gives the time as a string, as the real one does.
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return args.length === 0 ? new RealDate(RealDate.now() + offset) : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
  }
  Object.setPrototypeOf(MovedDate, RealDate);
  MovedDate.prototype = RealDate.prototype;
  (MovedDate as unknown as { now: () => number }).now = () => RealDate.now() + offset;
  globalThis.Date = MovedDate as unknown as DateConstructor;
}
