// Writes the doctors' portraits (public/images/doctors/<username>.svg) and the two
// default portraits used by generated doctors (default-female.svg, default-male.svg):
// flat illustrated busts in a white coat on a tinted background, drawn from one template
// with the skin tone, hair and tint picked from the username, so every run gives the same
// files. Nothing is fetched. The generated files are committed; this script documents how.
// Run: npx tsx --conditions=react-server scripts/generate-doctor-avatars.mjs
// (tsx reads the doctor roster straight from the TypeScript seed.)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DOCTORS_SEED, doctorUsername, stableHash } from "../lib/server/db/seed/doctors.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public/images/doctors");

// [background, soft shape, shirt]: the speciality thumbnails' palettes.
const TINTS = [
  ["#e3f1f5", "#bfe0e9", "#0b6378"],
  ["#fbeaee", "#f3c9d3", "#9b2743"],
  ["#fdf2e2", "#f5d8a8", "#8a4f08"],
  ["#efebfa", "#d6cdf1", "#553a94"],
  ["#e6f4ea", "#c4e4cf", "#1e6b3a"],
  ["#e8effb", "#c9d9f4", "#1f4f9c"],
];
// [skin, shade] from light to deep.
const SKINS = [
  ["#f1c7a1", "#dfae85"],
  ["#e3b088", "#cf976c"],
  ["#cf9868", "#b97f52"],
  ["#b27a4f", "#9a653e"],
  ["#8f5c3a", "#7a4c2f"],
];
const HAIR = ["#1d1714", "#2a1f1a", "#35261e", "#201a18"];
const GREY_HAIR = "#7b7774";
const TURBANS = ["#1f4f9c", "#8a4f08", "#9b2743", "#1e6b3a"];

const escapeXml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll("'", "&#39;");

function hairFor(gender, style, colour) {
  if (gender === "female") {
    // Long hair behind the shoulders, then the fringe; style 1 adds a bun.
    const back = `<path fill="${colour}" d="M80 112c0-32 18-52 40-52s40 20 40 52v58c0 8-8 12-16 10H96c-8 2-16-2-16-10z"/>`;
    const bun = style === 1 ? `<circle fill="${colour}" cx="120" cy="58" r="16"/>` : "";
    const fringe =
      style === 2
        ? `<path fill="${colour}" d="M84 110c0-30 16-46 36-46s36 16 36 44c-14-2-30-12-38-26-6 14-18 24-34 28z"/>`
        : `<path fill="${colour}" d="M84 108c0-28 16-44 36-44s36 16 36 44c-8-10-22-18-36-18s-28 8-36 18z"/>`;
    return { back: bun + back, front: fringe };
  }
  const front =
    style === 1
      ? `<path fill="${colour}" d="M86 106c-2-28 14-46 36-46 20 0 34 14 34 40-6-10-16-16-28-16-8 0-16 4-22 4-8 0-14 8-20 18z"/>`
      : style === 2
        ? `<path fill="${colour}" d="M86 104c0-26 16-42 34-42s34 16 34 42c-4-8-12-14-20-14H106c-8 0-16 6-20 14z"/><path fill="${colour}" d="M90 124c4 16 14 26 30 26s26-10 30-26c-6 8-16 12-30 12s-24-4-30-12z"/>`
        : `<path fill="${colour}" d="M86 106c0-28 16-44 34-44s34 16 34 44c-4-10-10-16-18-18-10 6-26 8-44 6-4 4-6 8-6 12z"/>`;
  return { back: "", front };
}

function turban(colour) {
  return (
    `<path fill="${colour}" d="M82 104c0-30 18-48 38-48s38 18 38 48c-10-8-24-12-38-12s-28 4-38 12z"/>` +
    `<path fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round" d="M90 86c14-10 40-12 60 4M96 74c10-8 28-8 40 2"/>`
  );
}

/** One portrait: tinted background, white coat with stethoscope, head and hair. */
export function portrait({ title, gender, seed, grey = false, headwear = null }) {
  const [bg, soft, shirt] = TINTS[seed % TINTS.length];
  const [skin, shade] = SKINS[(seed >>> 3) % SKINS.length];
  const hairColour = grey ? GREY_HAIR : HAIR[(seed >>> 6) % HAIR.length];
  const style = (seed >>> 9) % 3;
  const hair = headwear === "turban" ? { back: "", front: turban(TURBANS[(seed >>> 12) % TURBANS.length]) } : hairFor(gender, style, hairColour);
  const beard = headwear === "turban" ? `<path fill="${hairColour}" d="M88 122c2 24 14 38 32 38s30-14 32-38c-6 10-16 16-32 16s-26-6-32-16z"/>` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img"><title>${escapeXml(title)}</title>` +
    `<rect width="240" height="240" fill="${bg}"/>` +
    `<circle cx="204" cy="34" r="58" fill="${soft}" opacity=".6"/>` +
    `<circle cx="26" cy="214" r="44" fill="${soft}" opacity=".5"/>` +
    hair.back +
    // neck and shoulders: shirt, then the white coat with lapels
    `<rect x="106" y="140" width="28" height="40" rx="10" fill="${shade}"/>` +
    `<path fill="${shirt}" d="M60 240c0-44 26-64 60-64s60 20 60 64z"/>` +
    `<path fill="#fff" d="M34 240c2-42 22-62 58-70l28 54 28-54c36 8 56 28 58 70z"/>` +
    `<path fill="none" stroke="#d5dde2" stroke-width="3" stroke-linejoin="round" d="M92 170l12 40-12 4 28 26M148 170l-12 40 12 4-28 26"/>` +
    // stethoscope
    `<path fill="none" stroke="#3d4a55" stroke-width="4" stroke-linecap="round" d="M98 174c-6 26 0 44 14 50m30-50c8 24 6 40-4 50"/>` +
    `<circle cx="138" cy="226" r="7" fill="#3d4a55"/><circle cx="138" cy="226" r="3" fill="#c7d0d6"/>` +
    // head
    `<ellipse cx="84" cy="118" rx="7" ry="10" fill="${shade}"/><ellipse cx="156" cy="118" rx="7" ry="10" fill="${shade}"/>` +
    `<ellipse cx="120" cy="112" rx="34" ry="42" fill="${skin}"/>` +
    beard +
    hair.front +
    `</svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
let written = 0;
for (const doctor of DOCTORS_SEED) {
  const username = doctorUsername(doctor.name);
  const svg = portrait({
    title: `Illustrated portrait of Dr. ${doctor.name}`,
    gender: doctor.gender,
    seed: stableHash(username),
    grey: doctor.experienceYears >= 22,
    headwear: /\bSingh\b/.test(doctor.name) ? "turban" : null,
  });
  writeFileSync(join(outDir, `${username}.svg`), svg);
  written++;
}
for (const gender of ["female", "male"]) {
  writeFileSync(
    join(outDir, `default-${gender}.svg`),
    portrait({ title: "Illustrated portrait of a doctor", gender, seed: stableHash(`default-${gender}`) }),
  );
}
console.log(`Wrote ${written} portraits and 2 defaults to public/images/doctors.`);
