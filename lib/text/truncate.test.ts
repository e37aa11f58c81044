import { ELLIPSIS, truncate } from "./truncate";

describe("truncate", () => {
  it("uses the single-character ellipsis '…'", () => {
    expect(ELLIPSIS).toBe("…");
    expect(ELLIPSIS).toHaveLength(1);
  });

  it("returns text within the limit unchanged (no ellipsis)", () => {
    expect(truncate("Heart care", 20)).toBe("Heart care");
  });

  it("returns text exactly at the limit unchanged", () => {
    expect(truncate("Heart care", 10)).toBe("Heart care");
  });

  it("cuts text one character over the limit and appends the ellipsis", () => {
    const result = truncate("abcdefghijk", 10);
    expect(result).toBe("abcdefghi…");
    expect(result).toHaveLength(10);
  });

  it("cuts at the last word boundary when it is near the limit instead of mid-word", () => {
    expect(truncate("Comprehensive cardiac surgery and care", 25)).toBe("Comprehensive cardiac…");
  });

  it("cuts mid-word when the only word boundary is far from the limit", () => {
    expect(truncate("Hi supercalifragilisticexpialidocious", 20)).toBe("Hi supercalifragili…");
  });

  it("trims trailing punctuation and spaces before the ellipsis", () => {
    expect(truncate("Heart, lungs, kidneys and more", 14)).toBe("Heart, lungs…");
    expect(truncate("Welcome. We care for you", 10)).toBe("Welcome…");
    expect(truncate("Wait!!! Then more text follows", 9)).toBe("Wait…");
  });

  it("never returns more than max characters, for every max", () => {
    const text = "Sunrise Multispeciality Hospital offers round-the-clock emergency care, diagnostics, and surgery.";
    for (let max = 0; max <= text.length + 5; max++) {
      const result = truncate(text, max);
      expect(result.length).toBeLessThanOrEqual(max);
      if (max >= text.length) expect(result).toBe(text);
      else if (max > 0) expect(result.endsWith("…")).toBe(true);
    }
  });

  it("returns only the ellipsis for max 1 on longer text", () => {
    expect(truncate("Hello", 1)).toBe("…");
  });

  it.each([null, undefined])("returns '' for %p", (value) => {
    expect(truncate(value, 10)).toBe("");
  });

  it.each([0, -1, -100])("returns '' when max is %d", (max) => {
    expect(truncate("Heart care", max)).toBe("");
  });

  it("trims surrounding whitespace before measuring", () => {
    expect(truncate("   Heart care   ", 10)).toBe("Heart care");
  });
});
