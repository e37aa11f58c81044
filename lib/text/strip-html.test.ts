import { stripHtml } from "./strip-html";

describe("stripHtml", () => {
  it("removes tags and keeps their text", () => {
    expect(stripHtml("<p>Heart <strong>care</strong> &amp; <em>surgery</em></p>")).toBe("Heart care & surgery");
  });

  it("removes tags with attributes, including self-closing ones", () => {
    expect(stripHtml('<a href="/x" class="link">Book</a> now<img src="a.png" alt="" />')).toBe("Book now");
  });

  it("drops the contents of script and style elements", () => {
    expect(stripHtml("<style>p { color: red }</style>Visible<script type=\"text/javascript\">alert('x')</script> text")).toBe(
      "Visible text",
    );
    expect(stripHtml("<SCRIPT>evil()</SCRIPT>ok")).toBe("ok");
  });

  it("drops HTML comments, including multi-line ones", () => {
    expect(stripHtml("Before<!-- hidden\nnote -->After")).toBe("Before After");
  });

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
  ])("decodes the entity %s to %s", (entity, decoded) => {
    expect(stripHtml(`a${entity}b`)).toBe(`a${decoded}b`);
  });

  it("decodes &nbsp; to a space that is then collapsed with neighbours", () => {
    expect(stripHtml("Fees:&nbsp;&nbsp; &#8377;500")).toBe("Fees: ₹500");
  });

  it("does not treat decoded &lt;...&gt; as a tag", () => {
    expect(stripHtml("&lt;b&gt;not bold&lt;/b&gt;")).toBe("<b>not bold</b>");
  });

  it("leaves unknown named entities untouched", () => {
    expect(stripHtml("a &foo; b")).toBe("a &foo; b");
  });

  it("turns block tags into spaces so words in adjacent blocks do not merge", () => {
    expect(stripHtml("<p>Heart</p><p>Lungs</p>")).toBe("Heart Lungs");
    expect(stripHtml("<div>One</div><div>Two</div>")).toBe("One Two");
    expect(stripHtml("Line one<br>Line two<br/>Line three")).toBe("Line one Line two Line three");
    expect(stripHtml("<ul><li>A</li><li>B</li></ul>")).toBe("A B");
    expect(stripHtml("<h2>Title</h2>Body")).toBe("Title Body");
  });

  it("does not add spaces inside words for inline tags", () => {
    expect(stripHtml("Cardio<b>logy</b>")).toBe("Cardiology");
  });

  it("collapses runs of whitespace (spaces, tabs, newlines) and trims the ends", () => {
    expect(stripHtml("  <p>\n\tHeart   care\n</p>  ")).toBe("Heart care");
  });

  it.each([null, undefined, ""])("returns '' for %p", (value) => {
    expect(stripHtml(value)).toBe("");
  });

  it("returns plain text without tags unchanged", () => {
    expect(stripHtml("Just text")).toBe("Just text");
  });
});
