// The one frame of the site's generated illustrations (speciality thumbnails, service images):
// a tinted background, soft shapes, and an icon drawn in a 100 x 100 box, centred.
// Used by scripts/generate-speciality-svgs.mjs and scripts/generate-service-images.mjs.

// [background, soft shape, stroke]; every stroke colour is >= 4.5:1 on its background.
const PALETTES = {
  teal: ["#e3f1f5", "#bfe0e9", "#0b6378"],
  rose: ["#fbeaee", "#f3c9d3", "#9b2743"],
  warm: ["#fdf2e2", "#f5d8a8", "#8a4f08"],
  violet: ["#efebfa", "#d6cdf1", "#553a94"],
  green: ["#e6f4ea", "#c4e4cf", "#1e6b3a"],
  blue: ["#e8effb", "#c9d9f4", "#1f4f9c"],
};

const escapeXml = (text) => text.replaceAll("&", "&amp;");

/** One 320 x 240 image titled `title`; in `icon`, {m} is the soft fill and {s} the stroke colour. */
export function thumbnailSvg(title, icon, palette) {
  const [bg, soft, stroke] = PALETTES[palette];
  const body = icon.replaceAll("{m}", soft).replaceAll("{s}", stroke);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" role="img"><title>${escapeXml(title)}</title>` +
    `<rect width="320" height="240" fill="${bg}"/>` +
    `<circle cx="276" cy="30" r="74" fill="${soft}" opacity=".55"/>` +
    `<circle cx="36" cy="222" r="56" fill="${soft}" opacity=".45"/>` +
    `<circle cx="160" cy="120" r="92" fill="#fff" opacity=".75"/>` +
    `<g transform="translate(88 48) scale(1.44)" fill="none" stroke="${stroke}" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round">${body}</g>` +
    `</svg>\n`
  );
}
