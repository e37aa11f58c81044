import { sanitizeRichHtml } from "./sanitize";

describe("sanitizeRichHtml: hostile HTML in, safe HTML out", () => {
  it.each([
    ["a script, with its text", '<p>Hi</p><script>alert(1)</script>', "<p>Hi</p>"],
    ["a style element and a style attribute", '<style>p{color:red}</style><p style="position:fixed">x</p>', "<p>x</p>"],
    ["event-handler attributes", '<p onclick="alert(1)" onmouseover="x()">x</p><img src="/images/a.svg" onerror="alert(1)" alt="a">', '<p>x</p><img src="/images/a.svg" alt="a" loading="lazy" decoding="async" />'],
    ["a javascript: link", '<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ["a javascript: link hidden by entities and case", '<a href="JaVa&#x53;cript&colon;alert(1)">x</a>', "<a>x</a>"],
    ["a data: image", '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', ""],
    ["an iframe of another host", '<iframe src="https://evil.example/x"></iframe>', ""],
    ["a video iframe, which the public pages' CSP (frame-src 'none') would block", '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Tour">Tour</iframe><p>x</p>', "<p>x</p>"],
    ["an image of another site (blocked by img-src 'self', and a tracker)", '<p>a<img src="https://evil.example/pixel.gif" alt="">b</p>', "<p>ab</p>"],
    ["a plain-http image", '<img src="http://cdn.example/x.png" alt="x">', ""],
    ["an image at a path that is no picture", '<img src="/api/admin/auth/logout.png" alt="x">', ""],
    ["an svg with a script", '<svg><script>alert(1)</script></svg><p>ok</p>', "<p>ok</p>"],
    ["a form and its fields", '<form action="https://evil.example"><input name="card"></form>', ""],
    ["an object and an embed", '<object data="x.swf"></object><embed src="x.swf">', ""],
    ["a protocol-relative URL", '<a href="//evil.example/x">x</a>', "<a>x</a>"],
    ["a class and an id", '<p class="x" id="y">x</p>', "<p>x</p>"],
  ])("drops %s", (_name, input, output) => {
    expect(sanitizeRichHtml(input)).toBe(output);
  });

  it("keeps headings, lists, tables, figures and links, marks external links and turns an h1 into an h2", () => {
    const html =
      '<h1>Title</h1><h2>Signs</h2><ul><li><strong>Chest pain</strong></li></ul><table><caption>Fees</caption><thead><tr><th scope="col">Test</th></tr></thead><tbody><tr><td>ECG</td></tr></tbody></table>' +
      '<figure><img src="/images/articles/heart.svg" alt="A heart" width="1200" height="630"><figcaption>A heart</figcaption></figure>' +
      '<p><a href="/appointment">Book</a> or read <a href="https://www.who.int/" target="_blank">WHO</a>, mail <a href="mailto:care@sunrisehospital.example">us</a>.</p>';
    const out = sanitizeRichHtml(html);
    expect(out).toContain("<h2>Title</h2><h2>Signs</h2>");
    expect(out).toContain('<th scope="col">Test</th>');
    expect(out).toContain('<img src="/images/articles/heart.svg" alt="A heart" width="1200" height="630" loading="lazy" decoding="async" />');
    expect(out).toContain('<a href="/appointment">Book</a>');
    expect(out).toContain('<a href="https://www.who.int/" rel="noopener noreferrer nofollow" target="_blank">WHO</a>');
    expect(out).toContain('<a href="mailto:care@sunrisehospital.example">us</a>');
  });

  it("keeps pictures of this site: its own images and console uploads", () => {
    expect(sanitizeRichHtml('<img src="/public/3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f.webp" alt="Ward">')).toBe('<img src="/public/3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f.webp" alt="Ward" loading="lazy" decoding="async" />');
  });
});
