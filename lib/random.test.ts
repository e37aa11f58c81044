import { seededRandom } from "./random";

describe("seededRandom", () => {
  const take = (next: () => number, n: number) => Array.from({ length: n }, next);

  it("gives the same sequence for the same seed, so generated demo doctors and bench requests repeat", () => {
    expect(take(seededRandom(42), 5)).toEqual(take(seededRandom(42), 5));
  });

  it("gives another sequence for another seed", () => {
    expect(take(seededRandom(42), 5)).not.toEqual(take(seededRandom(43), 5));
  });

  it("stays within [0, 1) and spreads over the range", () => {
    const values = take(seededRandom(7), 2000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const lowHalf = values.filter((v) => v < 0.5).length;
    expect(lowHalf).toBeGreaterThan(900);
    expect(lowHalf).toBeLessThan(1100);
  });
});
