/**
 * What stripHtml's two readers of HTML share, so the server's text and the browser's text are
 * the same (a component rendered on both must hydrate without a mismatch).
 */

/**
 * Elements whose content a browser never shows as text. `<title>` is in <head>; the content of
 * `<noscript>` and `<iframe>` is fallback a scripting browser does not render.
 */
export const HIDDEN = new Set(["script", "style", "template", "noscript", "title", "head", "iframe", "noembed", "noframes", "object"]);

/**
 * Elements a browser lays out on their own line or in their own box: their edges separate
 * words ("<p>Heart</p><p>Lungs</p>" reads "Heart Lungs"), unlike inline elements
 * ("Cardio<b>logy</b>" reads "Cardiology").
 */
export const BREAKS = new Set([
  "address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "dialog",
  "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5",
  "h6", "header", "hgroup", "hr", "html", "legend", "li", "main", "menu", "nav", "ol", "optgroup", "option", "p",
  "pre", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul", "wbr",
]);

/** The pieces of text and block edges as one line: \s covers the no-break space (&nbsp;) too. */
export function joinText(parts: string[]): string {
  return parts.join("").replace(/\s+/g, " ").trim();
}
