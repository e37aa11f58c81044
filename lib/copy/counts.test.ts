import { fillCounts, fillCountsDeep } from "./counts";

const COUNTS = { specialityCount: 28, doctorCount: 66 };

describe("fillCounts", () => {
  it("fills the count placeholders from the data and leaves other braces alone", () => {
    expect(fillCounts("{doctorCount} consultants across {specialityCount} specialities", COUNTS)).toBe(
      "66 consultants across 28 specialities",
    );
    expect(fillCounts("© {year} {unknown}", COUNTS)).toBe("© {year} {unknown}");
  });

  it("fills every string of a nested value and keeps its shape", () => {
    const value = { hero: { subtitle: "Across {specialityCount} specialities", image: null }, list: [{ t: "{doctorCount}" }], n: 3 };
    expect(fillCountsDeep(value, COUNTS)).toEqual({ hero: { subtitle: "Across 28 specialities", image: null }, list: [{ t: "66" }], n: 3 });
  });
});
