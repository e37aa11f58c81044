import { ELLIPSIS, truncate } from "./truncate";

const graphemes = (text: string) => Array.from(new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text), (s) => s.segment);

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

  it.each([
    ["Comprehensive cardiac surgery and care", 25, "Comprehensive cardiac…"],
    ["Heart care for children and adults", 15, "Heart care for…"],
    ["Heart care for children and adults", 14, "Heart care…"],
    // The boundary right at the cut counts: a whole word fits exactly.
    ["Heart care", 6, "Heart…"],
    ["round-the-clock emergency care", 12, "round-the…"],
    ["Dr. O’Brien’s clinic hours", 16, "Dr. O’Brien’s…"],
    ["e-mail info@sunrise.example today", 30, "e-mail info@sunrise.example…"],
  ])("cuts %j at the last word boundary near %d: %j", (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it("cuts mid-word (at a grapheme boundary) when the only word boundary is far from the limit", () => {
    expect(truncate("Hi supercalifragilisticexpialidocious", 20)).toBe("Hi supercalifragili…");
    expect(truncate("Pneumonoultramicroscopicsilicovolcanoconiosis", 10)).toBe("Pneumonou…");
  });

  it.each([
    ["Heart, lungs, kidneys and more", 14, "Heart, lungs…"],
    ["Welcome. We care for you", 10, "Welcome…"],
    ["Wait!!! Then more text follows", 9, "Wait…"],
    ["Care — always, and everywhere", 8, "Care…"],
    ["Cardiology (heart and vessels)", 14, "Cardiology…"],
    ["Ask “our nurses” anything today", 7, "Ask…"],
    ["Heart care:   then more", 15, "Heart care…"],
    ["Tests; results in 48 hours", 9, "Tests…"],
    ["Fees… then more and more", 8, "Fees…"],
  ])("drops punctuation and spaces that would dangle before the ellipsis: %j to %d", (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it.each([
    ["Intensive care (ICU) and more", 22, "Intensive care (ICU)…"],
    ["Success rate 98% in all the years", 17, "Success rate 98%…"],
    ["We are ‘always open’ for you", 22, "We are ‘always open’…"],
  ])("keeps closing brackets, quotes and per-cent signs that end a phrase: %j", (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected);
  });

  it.each([
    ["a family emoji (ZWJ sequence)", "Family care 👨‍👩‍👧‍👦 for all", 20],
    ["a skin-tone emoji", "Thumbs 👍🏽👍🏽👍🏽 more text here", 12],
    ["flags (regional indicator pairs)", "🇮🇳🇮🇳🇮🇳🇮🇳🇮🇳🇮🇳", 8],
    ["a keycap", "Press #️⃣#️⃣#️⃣#️⃣ now please", 12],
    ["combining accents", "Cafe\u0301 cafe\u0301 cafe\u0301 cafe\u0301", 9],
    ["Devanagari conjuncts", "हृदय रोग विभाग में आपका स्वागत है", 12],
    ["Hangul jamo", "\u1112\u1161\u11ab\u1100\u1173\u11af\u1112\u1161\u11ab\u1100\u1173\u11af", 6],
  ])("never splits %s, for every max", (_label, text) => {
    const clusters = new Set(graphemes(text));
    for (let max = 1; max <= text.length + 1; max++) {
      const result = truncate(text, max);
      expect(result.length).toBeLessThanOrEqual(max);
      if (result === text) continue;
      expect(result.endsWith(ELLIPSIS)).toBe(true);
      const kept = result.slice(0, -ELLIPSIS.length);
      // Every cluster kept is a whole cluster of the original, and the kept part is a prefix.
      expect(text.startsWith(kept)).toBe(true);
      for (const cluster of graphemes(kept)) expect(clusters.has(cluster)).toBe(true);
      // The cut falls on a cluster boundary of the original.
      expect(graphemes(text).join("").startsWith(kept)).toBe(true);
      expect(graphemes(kept).join("")).toBe(kept);
      expect(kept.length === 0 || graphemes(text).slice(0, graphemes(kept).length).join("") === kept).toBe(true);
    }
  });

  it("keeps a whole emoji that fits and drops one that does not", () => {
    // "Welcome " is 8 code units, the family 11: with the ellipsis it needs 20.
    expect(truncate("Welcome 👨‍👩‍👧‍👦 to our hospital", 20)).toBe("Welcome 👨‍👩‍👧‍👦…");
    expect(truncate("Welcome 👨‍👩‍👧‍👦 to our hospital", 19)).toBe("Welcome…");
    expect(truncate("👍🏽 great care", 5)).toBe("👍🏽…");
    expect(truncate("👍🏽 great care", 4)).toBe("…");
  });

  it("cuts text without spaces (Japanese, Thai) at word boundaries found by Intl.Segmenter", () => {
    const japanese = truncate("循環器内科では心臓の病気を診療します", 8);
    expect(japanese.length).toBeLessThanOrEqual(8);
    expect("循環器内科では心臓の病気を診療します".startsWith(japanese.slice(0, -1))).toBe(true);
    const thai = truncate("โรงพยาบาลของเรายินดีต้อนรับ", 12);
    expect(thai.length).toBeLessThanOrEqual(12);
    expect(thai.endsWith(ELLIPSIS)).toBe(true);
  });

  it("never returns more than max characters, for every max", () => {
    const text = "Sunrise Multispeciality Hospital offers round-the-clock emergency care, diagnostics, and surgery.";
    for (let max = 0; max <= text.length + 5; max++) {
      const result = truncate(text, max);
      expect(result.length).toBeLessThanOrEqual(max);
      if (max >= text.length) expect(result).toBe(text);
      else if (max > 0) expect(result.endsWith("…")).toBe(true);
      // Never a dangling space or comma before the ellipsis.
      expect(result).not.toMatch(/[\s,.;:!?-]…$/);
    }
  });

  it("returns only the ellipsis for max 1 on longer text", () => {
    expect(truncate("Hello", 1)).toBe("…");
  });

  it("returns only the ellipsis when nothing but punctuation would be left", () => {
    expect(truncate("... and more", 4)).toBe("…");
  });

  it.each([null, undefined])("returns '' for %p", (value) => {
    expect(truncate(value, 10)).toBe("");
  });

  it.each([0, -1, -100, Number.NaN])("returns '' when max is %d", (max) => {
    expect(truncate("Heart care", max)).toBe("");
  });

  it("rounds a fractional max down", () => {
    expect(truncate("Heart care", 9.9)).toBe("Heart…");
  });

  it("trims surrounding whitespace before measuring", () => {
    expect(truncate("   Heart care   ", 10)).toBe("Heart care");
  });
});
