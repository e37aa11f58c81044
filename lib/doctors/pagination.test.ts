import { pageCount, pageItems, type PageItem } from "./pagination";

const show = (items: PageItem[]) => items.map((i) => (i.kind === "page" ? String(i.page) : "…")).join(" ");

describe("pageCount", () => {
  it("rounds up and is at least 1", () => {
    expect(pageCount(60, 12)).toBe(5);
    expect(pageCount(61, 12)).toBe(6);
    expect(pageCount(0, 12)).toBe(1);
  });
});

describe("pageItems", () => {
  it("shows every page when there are few", () => {
    expect(show(pageItems(1, 1))).toBe("1");
    expect(show(pageItems(2, 5))).toBe("1 2 3 4 5");
  });

  it("shows the first, the last and the neighbours of the current page, with gaps", () => {
    expect(show(pageItems(1, 20))).toBe("1 2 … 20");
    expect(show(pageItems(10, 20))).toBe("1 … 9 10 11 … 20");
    expect(show(pageItems(20, 20))).toBe("1 … 19 20");
  });

  it("never hides a single page behind a gap", () => {
    expect(show(pageItems(4, 20))).toBe("1 2 3 4 5 … 20");
  });

  it("clamps a current page outside the range", () => {
    expect(show(pageItems(99, 3))).toBe("1 2 3");
    expect(show(pageItems(-4, 3))).toBe("1 2 3");
  });
});
