/**
 * @jest-environment jsdom
 */
// TipTap serialises through the DOM (its generateHTML needs `document`), so this one server test
// runs in jsdom; the sanitiser itself is plain JavaScript and behaves the same in either.
import { generateHTML, generateJSON, type JSONContent } from "@tiptap/core";
import { EXTERNAL_LINK_REL, richTextExtensions } from "@/components/console/rich-text-editor";
import { hasHtmlTheEditorCannotKeep } from "@/components/console/rich-text-field";
import { sanitizeRichHtml } from "./sanitize";

// The console's editor (components/console/rich-text-editor.tsx) writes HTML that is sanitised on
// save. Whatever it can write must come through unchanged, or a save would lose formatting.

const text = (value: string, marks?: JSONContent["marks"]): JSONContent => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const para = (...content: JSONContent[]): JSONContent => ({ type: "paragraph", content });
const item = (...content: JSONContent[]): JSONContent => ({ type: "listItem", content });
// Attributes as the editor's link form sets them: a rel for http(s) only (the sanitiser's rule).
const link = (href: string) => ({ type: "link", attrs: { href, rel: /^https?:/.test(href) ? EXTERNAL_LINK_REL : null } });

const DOC: JSONContent = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [text("Before your visit")] },
    { type: "heading", attrs: { level: 3 }, content: [text("Fasting")] },
    { type: "heading", attrs: { level: 4 }, content: [text("Children")] },
    para(text("Do "), text("not", [{ type: "bold" }]), text(" eat; "), text("water", [{ type: "italic" }]), text(" is "), text("fine", [{ type: "bold" }, { type: "italic" }]), text(".")),
    para(text("Line one"), { type: "hardBreak" }, text("line two")),
    { type: "bulletList", content: [item(para(text("ID card"))), item(para(text("Reports")), { type: "bulletList", content: [item(para(text("Old scans")))] })] },
    { type: "orderedList", attrs: { start: 3 }, content: [item(para(text("Register"))), item(para(text("Wait")))] },
    { type: "blockquote", content: [para(text("Arrive 15 minutes early."))] },
    para(
      text("Read "),
      text("WHO", [link("https://www.who.int/")]),
      text(", mail "),
      text("us", [link("mailto:care@sunrise.example")]),
      text(", call "),
      text("the desk", [link("tel:+912012345678")]),
      text(" or "),
      text("book", [link("/appointment")]),
      text("."),
    ),
  ],
};

/** The same elements, attributes and text, whatever the attributes' order (TipTap writes rel before href). */
function sameMarkup(a: string, b: string) {
  const parse = (html: string) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  };
  return parse(a).isEqualNode(parse(b));
}

describe("the rich-text editor's HTML through the public sanitiser", () => {
  const html = generateHTML(DOC, richTextExtensions);

  it("is what the editor writes for headings, marks, lists, quotes and links", () => {
    expect(html).toContain("<h2>Before your visit</h2><h3>Fasting</h3><h4>Children</h4>");
    expect(html).toContain("<p>Do <strong>not</strong> eat; <em>water</em> is <strong><em>fine</em></strong>.</p>");
    expect(html).toContain("<p>Line one<br>line two</p>");
    expect(html).toContain("<ul><li><p>ID card</p></li><li><p>Reports</p><ul><li><p>Old scans</p></li></ul></li></ul>");
    expect(html).toContain('<ol start="3"><li><p>Register</p></li><li><p>Wait</p></li></ol>');
    expect(html).toContain("<blockquote><p>Arrive 15 minutes early.</p></blockquote>");
    expect(html).toContain(`<a rel="${EXTERNAL_LINK_REL}" href="https://www.who.int/">WHO</a>`);
    expect(html).toContain('<a href="mailto:care@sunrise.example">us</a>');
    expect(html).toContain('<a href="tel:+912012345678">the desk</a>');
    expect(html).toContain('<a href="/appointment">book</a>');
  });

  it("comes through the sanitiser unchanged", () => {
    const saved = sanitizeRichHtml(html);
    expect(sameMarkup(saved, html)).toBe(true);
    // Only the void element's spelling and the attributes' order differ.
    expect(saved.replace(/<br \/>/g, "<br>")).toBe(html.replace(`rel="${EXTERNAL_LINK_REL}" href="https://www.who.int/"`, `href="https://www.who.int/" rel="${EXTERNAL_LINK_REL}"`));
  });

  it("reads a saved record back into the same document, so opening and saving changes nothing", () => {
    const saved = sanitizeRichHtml(html);
    const reopened = generateHTML(generateJSON(saved, richTextExtensions), richTextExtensions);
    expect(reopened).toBe(html);
    expect(sanitizeRichHtml(reopened)).toBe(saved);
  });

  it("still strips a script, event handlers and a javascript: link added to it", () => {
    const hostile = html
      .replace("<h2>", '<h2 onclick="alert(1)">')
      .replace("</blockquote>", '</blockquote><script>alert("x")</script><p onmouseover="steal()">x</p>')
      .replace('href="/appointment"', 'href="javascript:alert(1)"');
    const saved = sanitizeRichHtml(hostile);
    expect(saved).not.toMatch(/<script|onclick|onmouseover|javascript:/i);
    expect(saved).toContain("<h2>Before your visit</h2>");
    expect(saved).toContain("<a>book</a>");
    expect(saved).toContain("<p>x</p>");
  });

  it("refuses a javascript: or data: address in the editor itself", () => {
    for (const href of ["javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "ftp://files.example/x", "//evil.example/x"]) {
      const reopened = generateHTML(generateJSON(`<p><a href="${href}">x</a></p>`, richTextExtensions), richTextExtensions);
      expect(reopened).toBe("<p>x</p>");
    }
  });

  it("maps an h1 to an h2 as the sanitiser does, and drops what it has no place for", () => {
    expect(generateHTML(generateJSON(sanitizeRichHtml("<h1>Title</h1>"), richTextExtensions), richTextExtensions)).toBe("<h2>Title</h2>");
  });
});

// The tags the sanitiser keeps (lib/server/html/sanitize.ts). Each either survives the editor, or
// the console field shows the record as HTML instead (components/console/rich-text-field.tsx).
const KEPT_BY_SANITISER: Record<string, string> = {
  h2: "<h2>x</h2>", h3: "<h3>x</h3>", h4: "<h4>x</h4>", p: "<p>x</p>", br: "<p>x<br>y</p>", hr: "<p>x</p><hr><p>y</p>",
  ul: "<ul><li><p>x</p></li></ul>", ol: "<ol><li><p>x</p></li></ol>", strong: "<p><strong>x</strong></p>", b: "<p><b>x</b></p>",
  em: "<p><em>x</em></p>", i: "<p><i>x</i></p>", u: "<p><u>x</u></p>", s: "<p><s>x</s></p>", sub: "<p>x<sub>2</sub></p>",
  sup: "<p>x<sup>2</sup></p>", small: "<p><small>x</small></p>", mark: "<p><mark>x</mark></p>", abbr: '<p><abbr title="y">x</abbr></p>',
  cite: "<p><cite>x</cite></p>", code: "<p><code>x</code></p>", pre: "<pre>x</pre>", blockquote: "<blockquote><p>x</p></blockquote>",
  figure: '<figure><img src="/images/a.svg" alt="a"><figcaption>x</figcaption></figure>', img: '<p><img src="/images/a.svg" alt="a"></p>',
  a: '<p><a href="/x">x</a></p>', table: "<table><caption>c</caption><thead><tr><th>h</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>",
  dl: "<dl><dt>x</dt><dd>y</dd></dl>",
};

/** The editor writes <b> and <i> as <strong> and <em>: the same formatting. */
const asStrongAndEm = (html: string) => html.replace(/<(\/?)b>/g, "<$1strong>").replace(/<(\/?)i>/g, "<$1em>");

describe("HTML the editor cannot keep", () => {
  it.each(Object.entries(KEPT_BY_SANITISER))("<%s>: the editor keeps it, or the field edits it as HTML", (_tag, sample) => {
    const saved = sanitizeRichHtml(sample);
    const throughEditor = sanitizeRichHtml(generateHTML(generateJSON(saved, richTextExtensions), richTextExtensions));
    const editorKeepsIt = sameMarkup(asStrongAndEm(throughEditor), asStrongAndEm(saved));
    expect(hasHtmlTheEditorCannotKeep(saved)).toBe(!editorKeepsIt);
  });
});
