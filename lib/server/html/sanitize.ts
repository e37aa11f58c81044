import "server-only";
import sanitizeHtml from "sanitize-html";

/**
 * The one sanitiser of stored rich HTML (articles, job descriptions, Terms, Privacy), on an
 * allow-list (sanitize-html): used when content is saved and again when it is read for a page,
 * so nothing stored before a rule changed reaches a visitor either.
 *
 * Kept: headings h2-h4 (a page has its own h1), paragraphs, lists, emphasis, quotes, figures and
 * images, tables, links. Dropped with their content: script, style, iframe (except videos of the
 * allowed hosts), object, embed, form and its fields, svg and math. Attributes: no event handler,
 * no style, no class or id; URLs only http(s), mailto, tel and site paths (never javascript: or
 * data:). External links open as they are, with rel="noopener noreferrer nofollow".
 */
const VIDEO_HOSTS = ["www.youtube-nocookie.com", "www.youtube.com", "player.vimeo.com"];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "sub", "sup", "small", "mark", "abbr", "cite", "code", "pre",
    "blockquote", "figure", "figcaption", "img", "a", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td", "dl", "dt", "dd", "iframe",
  ],
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "template", "title", "svg", "math", "object", "embed"],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start", "reversed"],
    iframe: ["src", "title", "width", "height", "allowfullscreen"],
    blockquote: ["cite"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https", "http"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
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
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy", decoding: "async", alt: attribs.alt ?? "" } }),
  },
  // An image or a video whose address was refused is dropped whole.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
};

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
