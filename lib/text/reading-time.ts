import { stripHtml } from "./strip-html";

/** An unhurried reader of health information: about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

/** The words a reader sees in HTML (or text): runs between spaces that hold a letter or a digit, so a lone "–" or "·" is not a word. */
export function wordCount(html: string | null | undefined): number {
  return stripHtml(html)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read it at WORDS_PER_MINUTE, rounded up ("4 min read" for 650 words), at least 1. */
export function readingMinutes(html: string | null | undefined): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}
