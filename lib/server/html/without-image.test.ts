import { sanitizeRichHtml } from "./sanitize";
import { withoutImage } from "./without-image";

const COVER = "/images/articles/heart-attack-warning-signs.svg";

describe("withoutImage: an article's text without its cover", () => {
  it("drops a figure holding the cover, with its caption, and keeps every other figure and image", () => {
    const html = sanitizeRichHtml(
      `<p>Intro</p><figure><img src="${COVER}" alt="A heart" width="1200" height="630"><figcaption>Know the signs.</figcaption></figure>` +
        '<h2>Signs</h2><figure><img src="/images/articles/other.svg" alt="ECG"><figcaption>An ECG.</figcaption></figure><p>End</p>',
    );
    const out = withoutImage(html, COVER);
    expect(out).not.toContain(COVER);
    expect(out).not.toContain("Know the signs.");
    expect(out).toBe('<p>Intro</p><h2>Signs</h2><figure><img src="/images/articles/other.svg" alt="ECG" loading="lazy" decoding="async" /><figcaption>An ECG.</figcaption></figure><p>End</p>');
  });

  it("drops the cover as a bare image, wherever it stands", () => {
    const html = sanitizeRichHtml(`<p>a<img alt="x > y" src="${COVER}">b</p><img src="${COVER}" alt="">`);
    expect(withoutImage(html, COVER)).toBe("<p>ab</p>");
  });

  it("leaves the text alone when there is no cover, or the cover is not in it", () => {
    const html = sanitizeRichHtml('<figure><img src="/images/articles/x.svg" alt="x"></figure>');
    expect(withoutImage(html, null)).toBe(html);
    expect(withoutImage(html, COVER)).toBe(html);
    // A path that only starts like the cover is another picture.
    expect(withoutImage(html, "/images/articles/x")).toBe(html);
  });
});
