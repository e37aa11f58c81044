import { domText } from "./html-text-dom";

type Reader = (html: string) => string;

/**
 * The server reads HTML with htmlparser2, the browser with its own parser. Next.js replaces
 * `typeof window` at build time, so the browser's bundle keeps only the DOMParser branch and
 * never carries htmlparser2 (about 23 kB gzip).
 */
const read: Reader =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would ship htmlparser2 to the browser
      (require("./html-text-parser") as { parserText: Reader }).parserText
    : domText;

/**
 * HTML (or plain text) to the text a browser would show, on one line: the summaries, meta
 * descriptions and previews of stored descriptions. Follows the HTML standard's parsing: a
 * "<" not followed by a letter ("Children < 5", "BP <120") is text; every named, decimal and
 * hex entity is decoded, an impossible code point to U+FFFD, never an exception. The content
 * of script, style and other never-shown elements (and of elements with the `hidden`
 * attribute) is dropped; block edges and <br> become spaces; whitespace collapses.
 * Not a sanitiser: the result is text, to be rendered as text.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return "";
  return read(html);
}
