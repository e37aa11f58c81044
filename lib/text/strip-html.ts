import { Parser } from "htmlparser2";

/**
 * Elements whose content a browser never shows as text. `<title>` is in <head>; the content of
 * `<noscript>` and `<iframe>` is fallback a scripting browser does not render.
 */
const HIDDEN = new Set(["script", "style", "template", "noscript", "title", "head", "iframe", "noembed", "noframes", "object"]);

/**
 * Elements a browser lays out on their own line or in their own box: their edges separate
 * words ("<p>Heart</p><p>Lungs</p>" reads "Heart Lungs"), unlike inline elements
 * ("Cardio<b>logy</b>" reads "Cardiology").
 */
const BREAKS = new Set([
  "address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "dialog",
  "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5",
  "h6", "header", "hgroup", "hr", "html", "legend", "li", "main", "menu", "nav", "ol", "optgroup", "option", "p",
  "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "wbr",
]);

/**
 * HTML (or plain text) to the text a browser would show, on one line: the summaries, meta
 * descriptions and previews of stored descriptions. Parsed by htmlparser2, which follows the
 * HTML tokenizer: a "<" not followed by a letter ("Children < 5", "BP <120") is text, every named,
 * decimal and hex entity is decoded, and an impossible code point becomes U+FFFD rather than an
 * exception. The content of script, style and other never-shown elements (and of elements with
 * the `hidden` attribute) is dropped; block edges and <br> become spaces; whitespace collapses.
 * Not a sanitiser: the result is text, to be rendered as text.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return "";
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
  // \s covers the no-break space (&nbsp;) too: a summary is one flowing line.
  return parts.join("").replace(/\s+/g, " ").trim();
}
