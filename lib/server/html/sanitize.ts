import "server-only";
import sanitizeHtml from "sanitize-html";
import { isImagePath } from "@/lib/contracts/collections/fields";

/**
 * The one sanitiser of stored rich HTML (articles, job descriptions, Terms, Privacy), on an
 * allow-list (sanitize-html): used when content is saved and again when it is read for a page,
 * so nothing stored before a rule changed reaches a visitor either.
 *
 * Kept: headings h2-h4 (a page has its own h1), paragraphs, lists, emphasis, quotes, figures and
 * images, tables, links. Dropped with their content: script, style, iframe, object, embed, form
 * and its fields, svg and math. Attributes: no event handler, no style, no class or id; links
 * only http(s), mailto, tel and site paths (never javascript: or data:). External links open as
 * they are, with rel="noopener noreferrer nofollow". Images only from this site (a site image or
 * an upload, as image fields take): the public pages' CSP (img-src 'self', frame-src 'none')
 * would block anything else, and an outside image would tell another site who reads the page.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "sub", "sup", "small", "mark", "abbr", "cite", "code", "pre",
    "blockquote", "figure", "figcaption", "img", "a", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "dl", "dt", "dd",
  ],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "svg", "math", "object", "embed", "iframe"],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    blockquote: ["cite"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    // Headings start at h2: the page's title is its h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:\/\//i.test(href);
      const attrs: Record<string, string> = { href };
      if (attribs.title) attrs.title = attribs.title;
      if (external) {
        attrs.rel = "noopener noreferrer nofollow";
        if (attribs.target === "_blank") attrs.target = "_blank";
      }
      return { tagName, attribs: attrs };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: isImagePath(attribs.src ?? "") ? attribs.src : "", loading: "lazy", decoding: "async", alt: attribs.alt ?? "" },
    }),
  },
  // An image whose address was refused is dropped whole.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
