import { categoryAnchorId } from "./category-anchor";

describe("categoryAnchorId", () => {
  it("makes a valid, stable anchor id for a category", () => {
    expect(categoryAnchorId({ categoryUrl: "mother-child" })).toBe("category-mother-child");
    expect(categoryAnchorId({ categoryUrl: " Mother & Child " })).toBe("category-mother-child");
    expect(categoryAnchorId({ categoryUrl: "&&" })).toBe("category-other");
  });
});
