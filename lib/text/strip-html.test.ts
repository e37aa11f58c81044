import { domText } from "./html-text-dom";
import { parserText } from "./html-text-parser";
import { stripHtml as exported } from "./strip-html";

// The server (htmlparser2) and the browser (DOMParser) must give the same text for every case,
// or a component rendered on both would not hydrate: the whole table runs against each.
const readers: [string, (html: string | null | undefined) => string][] = [
  ["stripHtml", exported],
  ["the server's reader (htmlparser2)", (html) => (html ? parserText(html) : "")],
  ["the browser's reader (DOMParser)", (html) => (html ? domText(html) : "")],
];

describe.each(readers)("%s", (_reader, stripHtml) => {
  describe("stripHtml keeps the text of plain text that contains < and >", () => {
    it.each([
      ["Children < 5 years and adults > 60 years", "Children < 5 years and adults > 60 years"],
      ["BP <120/80 and sugar >100 mg/dL", "BP <120/80 and sugar >100 mg/dL"],
      ["Fever <38°C is mild; >39°C see a doctor", "Fever <38°C is mild; >39°C see a doctor"],
      ["a <= b and c >= d", "a <= b and c >= d"],
      ["We <3 our nurses", "We <3 our nurses"],
      ["Score: 5 > 3 < 4", "Score: 5 > 3 < 4"],
      ["-> follow the signs <-", "-> follow the signs <-"],
      ["Tom & Jerry's clinic", "Tom & Jerry's clinic"],
      ["Q&A: ages 2-5 & 6-12", "Q&A: ages 2-5 & 6-12"],
      ["Just text", "Just text"],
    ])("%j", (input, expected) => {
      expect(stripHtml(input)).toBe(expected);
    });
  });

  describe("stripHtml keeps every visible word of real-world HTML", () => {
    it.each([
      ["inline tags join without spaces", "<p>Heart <strong>care</strong> &amp; <em>surgery</em></p>", "Heart care & surgery"],
      ["tags with attributes and self-closing ones", '<a href="/x" class="link">Book</a> now<img src="a.png" alt="" />', "Book now"],
      ["a > inside a quoted attribute", '<a href="/x?a>b" title=">">Book</a> now', "Book now"],
      ["inline tag inside a word", "Cardio<b>logy</b>", "Cardiology"],
      ["upper-case tags", "<P>One</P><DIV>Two</DIV>", "One Two"],
      ["unclosed paragraphs", "<p>First<p>Second", "First Second"],
      ["a stray end tag", "One</span> two", "One two"],
      ["nested lists", "<ul><li>Heart<ul><li>Valves</li></ul></li><li>Lungs</li></ul>", "Heart Valves Lungs"],
      ["table cells", "<table><tr><th>Day</th><th>Time</th></tr><tr><td>Mon</td><td>9-5</td></tr></table>", "Day Time Mon 9-5"],
      ["a definition list", "<dl><dt>OPD</dt><dd>Outpatients</dd></dl>", "OPD Outpatients"],
      ["a whole document, head and doctype included", "<!DOCTYPE html><html><head><title>Hidden title</title><meta charset=utf-8></head><body><h1>Cardiology</h1><p>Care</p></body></html>", "Cardiology Care"],
      ["Word-pasted markup with namespaces and conditional comments", '<p class=MsoNormal><span lang=EN-IN>Heart<o:p></o:p></span></p><!--[if gte mso 9]><xml>junk</xml><![endif]--><p>Care</p>', "Heart Care"],
      ["a CDATA section (a comment in HTML)", "Before<![CDATA[ hidden ]]> after", "Before after"],
      ["a processing instruction", "<?xml version=\"1.0\"?><p>Text</p>", "Text"],
      ["svg text is visible", "<svg><text>Logo</text></svg> Hospital", "Logo Hospital"],
      ["textarea content is text, not tags", "<textarea><b>typed</b></textarea>", "<b>typed</b>"],
      ["a lone < at the end", "Ages 5 <", "Ages 5 <"],
    ])("%s", (_label, input, expected) => {
      expect(stripHtml(input)).toBe(expected);
    });
  });

  describe("stripHtml drops what a browser never shows", () => {
    it("drops the contents of script and style elements, whatever their case and content", () => {
      expect(stripHtml("<style>p { color: red }</style>Visible<script type=\"text/javascript\">alert('x')</script> text")).toBe(
        "Visible text",
      );
      expect(stripHtml("<SCRIPT>evil()</SCRIPT>ok")).toBe("ok");
      expect(stripHtml("<script>if (a<b && c>d) { x('</p>') }</script>ok")).toBe("ok");
      expect(stripHtml("<style>a > b { }</style>ok")).toBe("ok");
    });

    it("drops template, noscript and elements with the hidden attribute, nested ones included", () => {
      expect(stripHtml("<template><p>T</p></template>A<noscript>Enable JS</noscript>B")).toBe("AB");
      expect(stripHtml("<div hidden><div>inner</div>still hidden</div>shown")).toBe("shown");
      expect(stripHtml("a<img hidden>b")).toBe("ab");
    });

    it("drops HTML comments, multi-line and with tags inside; a comment itself does not separate words", () => {
      expect(stripHtml("<p>Before</p><!-- hidden\n<p>note</p> -->After")).toBe("Before After");
      // As a browser renders it: nothing is there, so the words touch.
      expect(stripHtml("Be<!-- x -->fore")).toBe("Before");
    });
  });

  describe("stripHtml decodes every entity and never throws", () => {
    it.each([
      ["&amp;", "&"],
      ["&lt;", "<"],
      ["&gt;", ">"],
      ["&quot;", '"'],
      ["&#39;", "'"],
      ["&apos;", "'"],
      ["&#8377;", "₹"],
      ["&#x20B9;", "₹"],
      ["&#X20b9;", "₹"],
      ["&AMP;", "&"],
      ["&eacute;", "é"],
      ["&hellip;", "…"],
      ["&rsquo;", "’"],
      ["&mdash;", "—"],
      ["&frac12;", "½"],
      ["&deg;", "°"],
      ["&check;", "✓"],
      ["&NotNestedGreaterGreater;", "⪢̸"],
      ["&#128512;", "😀"],
      ["&#x1F600;", "😀"],
      // Legacy entities without the semicolon, as browsers read them.
      ["&copy 2026", "© 2026"],
      // Windows-1252 numbers are mapped as the HTML standard says.
      ["&#x80;", "€"],
      ["&#150;", "–"],
      // Impossible code points become the replacement character.
      ["&#99999999;", "\uFFFD"],
      ["&#x110000;", "\uFFFD"],
      ["&#xD800;", "\uFFFD"],
      ["&#0;", "\uFFFD"],
      ["&#999999999999999999999;", "\uFFFD"],
    ])("decodes %s to %j", (entity, decoded) => {
      expect(stripHtml(`a${entity}b`)).toBe(`a${decoded}b`);
    });

    it("decodes &nbsp; to a space that is then collapsed with neighbours", () => {
      expect(stripHtml("Fees:&nbsp;&nbsp; &#8377;500")).toBe("Fees: ₹500");
    });

    it("does not treat decoded &lt;...&gt; as a tag", () => {
      expect(stripHtml("&lt;b&gt;not bold&lt;/b&gt;")).toBe("<b>not bold</b>");
    });

    it("leaves unknown named entities and bare ampersands untouched", () => {
      expect(stripHtml("a &foo; b")).toBe("a &foo; b");
      expect(stripHtml("AT&T & M&S")).toBe("AT&T & M&S");
    });

    it("never throws on hostile or random input", () => {
      const pieces = ["<", ">", "&", "#", ";", "x", "/", "!", "-", "?", '"', "'", "=", " ", "&#", "&#x", "<!--", "-->", "<script>", "</", "9", "\u0000", "\uD800", "]]>", "<![CDATA[", "99999999", "x110000", "amp", "lt"];
      let seed = 7;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      for (let i = 0; i < 2000; i++) {
        const input = Array.from({ length: 1 + Math.floor(random() * 20) }, () => pieces[Math.floor(random() * pieces.length)]).join("");
        expect(typeof stripHtml(input)).toBe("string");
      }
    });
  });

  describe("stripHtml whitespace and blocks", () => {
    it("turns block edges and <br> into spaces so words in adjacent blocks do not merge", () => {
      expect(stripHtml("<p>Heart</p><p>Lungs</p>")).toBe("Heart Lungs");
      expect(stripHtml("<div>One</div><div>Two</div>")).toBe("One Two");
      expect(stripHtml("Line one<br>Line two<br/>Line three")).toBe("Line one Line two Line three");
      expect(stripHtml("<ul><li>A</li><li>B</li></ul>")).toBe("A B");
      expect(stripHtml("<h2>Title</h2>Body")).toBe("Title Body");
      expect(stripHtml("<section>A</section><article>B</article><blockquote>C</blockquote><figcaption>D</figcaption>")).toBe("A B C D");
    });

    it("collapses runs of whitespace (spaces, tabs, newlines) and trims the ends", () => {
      expect(stripHtml("  <p>\n\tHeart   care\n</p>  ")).toBe("Heart care");
    });

    it.each([null, undefined, ""])("returns '' for %p", (value) => {
      expect(stripHtml(value)).toBe("");
    });

    it("returns '' for markup without text", () => {
      expect(stripHtml("<p></p><br><script>x</script>")).toBe("");
    });
  });
});
