import "server-only";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// sanitize-html writes attribute values with these two escaped, in double quotes.
const asAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Sanitised HTML (sanitizeRichHtml's output) without one picture: every <img> of `src`, and the
 * whole <figure> around it with its caption. An article's page shows its cover above the text, so
 * a copy of the cover inside the text would show the same picture twice.
 */
export function withoutImage(html: string, src: string | null | undefined): string {
  if (!src) return html;
  const img = `<img\\b[^>]*?\\ssrc="${escapeRegExp(asAttribute(src))}"[^>]*>`;
  const notFigureEnd = "(?:(?!</figure>)[\\s\\S])*?";
  return html
    .replace(new RegExp(`<figure>${notFigureEnd}${img}${notFigureEnd}</figure>`, "g"), "")
    .replace(new RegExp(img, "g"), "")
    .trim();
}
