import { readingMinutes, wordCount, WORDS_PER_MINUTE } from "./reading-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("wordCount", () => {
  it("counts the words a reader sees, not tags, attributes or lone punctuation", () => {
    expect(wordCount('<h2>Signs</h2><p>Chest <strong>pain</strong> – call <a href="/appointment">us</a>.</p><ul><li>Sweating</li><li>Breathlessness</li></ul>')).toBe(7);
    expect(wordCount("<p>Below 135/85 mmHg, 2 readings</p>")).toBe(5);
    expect(wordCount("")).toBe(0);
    expect(wordCount(null)).toBe(0);
  });
});

describe("readingMinutes: the word count at 200 words a minute, rounded up", () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [600, 3],
    [601, 4],
    [999, 5],
    [1200, 6],
  ])("%i words read in %i min", (count, minutes) => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes(`<p>${words(count)}</p>`)).toBe(minutes);
  });
});
