import { DEFAULT_SPECIALITY_SUMMARY } from "@/components/specialities/speciality-description";
import {
  PREVIEW_DESCRIPTION_MAX,
  specialityDescription,
  splitIntoColumns,
} from "./speciality-menu";

describe("splitIntoColumns", () => {
  it("splits in order into three chunks whose sizes differ by at most one", () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7])).toEqual([[1, 2, 3], [4, 5], [6, 7]]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6])).toEqual([[1, 2], [3, 4], [5, 6]]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([[1, 2, 3], [4, 5, 6], [7, 8]]);
  });

  it("leaves out empty columns when there are fewer than three items", () => {
    expect(splitIntoColumns([1, 2])).toEqual([[1], [2]]);
    expect(splitIntoColumns([])).toEqual([]);
  });
});

describe("specialityDescription", () => {
  it("prefers overview, then hero, then the default sentence", () => {
    expect(specialityDescription({ overview: { description: "Overview" }, hero: { description: "Hero" } })).toBe("Overview");
    expect(specialityDescription({ overview: { description: null }, hero: { description: "Hero" } })).toBe("Hero");
    expect(specialityDescription({ overview: { description: "<p> </p>" }, hero: { description: "" } })).toBe(
      DEFAULT_SPECIALITY_SUMMARY,
    );
  });

  it("strips HTML and truncates long text with an ellipsis", () => {
    const long = `<p>${"word ".repeat(100)}</p>`;
    const text = specialityDescription({ overview: { description: long }, hero: { description: null } });
    expect(text.length).toBeLessThanOrEqual(PREVIEW_DESCRIPTION_MAX);
    expect(text).toMatch(/…$/);
    expect(text).not.toMatch(/</);
  });
});
