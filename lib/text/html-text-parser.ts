import { Parser } from "htmlparser2";
import { BREAKS, HIDDEN, joinText } from "./html-text";

/**
 * The visible text of HTML read with htmlparser2, which follows the HTML tokenizer: a "<" not
 * followed by a letter ("Children < 5") is text, every named, decimal and hex entity is
 * decoded (an impossible code point to U+FFFD, never an exception). The server's reader: it
 * costs about 23 kB gzip (mostly the named-entity table), too much for every page's browser
 * code, where the browser's own parser does the same work (html-text-dom.ts).
 * @public strip-html.ts loads this module with require(), on the server only.
 */
export function parserText(html: string): string {
  const parts: string[] = [];
  // How many open elements deep we are inside one that hides its content (0: visible). The
  // parser closes every element it opens (implied ends and void elements included), so
  // counting opens and closes stays balanced.
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hiddenDepth > 0 || HIDDEN.has(name) || "hidden" in attributes) hiddenDepth += 1;
        else if (BREAKS.has(name)) parts.push(" ");
      },
      onclosetag(name) {
        if (hiddenDepth > 0) hiddenDepth -= 1;
        else if (BREAKS.has(name)) parts.push(" ");
      },
      ontext(text) {
        if (hiddenDepth === 0) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return joinText(parts);
}
