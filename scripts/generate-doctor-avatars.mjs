// Writes the doctors' portraits (public/images/doctors/<username>.svg) and the two
// default portraits used by generated doctors (default-female.svg, default-male.svg).
//
// The seeded doctors get flat illustrated busts in one consistent style: a friendly face
// (eyes, brows, a smile), ears and neck; hair by gender and seniority (grey from 24 years'
// experience, salt-and-pepper from 20); sometimes glasses, a moustache or a trimmed beard;
// a turban and beard for the Sikh name in the roster; a white coat over a shirt and tie or
// a kurta neckline, or surgical scrubs for most surgeons and anaesthetists; a soft tint of
// the site palette behind them. Every choice comes from the doctor's username hash (and
// their gender, experience and speciality), so every run writes the same files.
// The defaults are deliberately faceless silhouettes: placeholders, not people.
// Nothing is fetched. The generated files are committed; this script documents how.
// Run: npx tsx --conditions=react-server scripts/generate-doctor-avatars.mjs
// (tsx reads the doctor roster straight from the TypeScript seed.)
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DOCTORS_SEED, doctorUsername, stableHash } from "../lib/server/db/seed/doctors.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public/images/doctors");

// Backgrounds: a pale base and an accent from the site palette at low opacity.
const BASES = ["#e3f1f5", "#eef6f8", "#fdf3e6", "#fcefea"];
const ACCENTS = ["#0b6378", "#f2a541", "#e76f51", "#0b6378"];
// [skin, shade] from light to deep.
const SKINS = [
  ["#f1c7a1", "#dcab82"],
  ["#e3b088", "#cb946a"],
  ["#cf9868", "#b67d50"],
  ["#b27a4f", "#98633d"],
  ["#8f5c3a", "#774a2d"],
];
const HAIR = ["#1d1714", "#2a1f1a", "#3b2a20", "#231c1a", "#4a3326"];
const SALT_PEPPER = "#5f5a56";
const GREY = ["#a29d98", "#bdb8b2"];
const SHIRTS = ["#cfe2f3", "#f3d3dc", "#d3eedd", "#ddd6f3", "#2f4a7a", "#efe6cf"];
const TIES = ["#0b6378", "#9b2743", "#1f4f9c", "#8a4f08", "#3d4a55"];
const KURTAS = ["#f2a541", "#e76f51", "#0b6378", "#6d3b8c", "#c94f6d", "#2f6b4f", "#1f4f9c"];
const SCRUBS = ["#2a8c9c", "#3f6fb5", "#3f8f6b", "#5f8fcf", "#2c5f7c"];
const TUBES = ["#3d4a55", "#1f4f9c", "#7a2940", "#2f3b45"];
const FRAMES = ["#2b2b2b", "#6b3f1f", "#a8833a", "#1f4f9c"];
const TURBANS = ["#1f4f9c", "#7a2940", "#0b6378", "#c47a1c"];
const SURGICAL = /surg|orthopaed|anaesth/i;

const escapeXml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll("'", "&#39;");
const pick = (list, n) => list[n % list.length];

function background(kind, base, accent) {
  const a = `fill="${accent}"`;
  const shapes = [
    `<circle cx="200" cy="40" r="70" ${a} opacity=".12"/><circle cx="30" cy="210" r="40" ${a} opacity=".08"/>`,
    `<circle cx="120" cy="108" r="86" fill="none" stroke="${accent}" stroke-width="14" opacity=".1"/>`,
    `<path d="M0 150L150 0h60L0 210z" ${a} opacity=".1"/>`,
    `<circle cx="120" cy="250" r="110" ${a} opacity=".1"/><circle cx="120" cy="250" r="150" ${a} opacity=".06"/>`,
    `<path d="M0 60c50-30 90 10 140-20s80-20 100 0V0H0z" ${a} opacity=".12"/>`,
    `<rect x="150" y="-30" width="120" height="120" rx="30" transform="rotate(20 210 30)" ${a} opacity=".1"/><circle cx="28" cy="60" r="14" ${a} opacity=".12"/>`,
  ];
  return `<rect width="240" height="240" fill="${base}"/>` + shapes[kind % shapes.length];
}

// Hair is drawn in two parts: `back` before the head (and body), `front` after the face.
const CAP = "M89 106C86 80 100 64 120 64s34 16 31 42c-3-8-6-13-9-15-12 3-32 3-44 0-3 2-6 7-9 15z";
const PARTED = "M88 112C84 80 100 64 120 64s36 16 32 48c-4-14-14-24-30-26l-2 2-2-2c-14 2-24 12-30 26z";
const SWEPT = "M88 112C84 80 100 63 120 63s36 16 32 49c-6-12-14-20-26-24-10 8-24 12-38 24z";

function maleHair(style, c) {
  const f = `fill="${c}"`;
  switch (style) {
    case "side":
      return { back: "", front: `<path ${f} d="M89 108C84 78 100 62 122 62c20 0 34 16 29 46-4-12-10-18-18-20-10 8-26 10-37 6-4 3-6 8-7 14z"/>` };
    case "curly":
      return {
        back: "",
        front:
          `<path ${f} d="${CAP}"/>` +
          [[93, 88], [99, 76], [110, 68], [122, 66], [134, 69], [144, 78], [148, 90]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" ${f}/>`).join(""),
      };
    case "cropped":
      return { back: "", front: `<path ${f} opacity=".85" d="M90 104C89 82 102 70 120 70s31 12 30 34c-5-9-14-14-30-14s-25 5-30 14z"/>` };
    case "receding":
      return {
        back: "",
        front: `<path ${f} d="M89 112c-2-14 0-24 6-31l6 5c-4 7-5 15-4 25zM151 112c2-14 0-24-6-31l-6 5c4 7 5 15 4 25zM102 76c12-6 24-6 36 0-12-2-24-2-36 0z"/>`,
      };
    default: // short
      return { back: "", front: `<path ${f} d="${CAP}"/>` };
  }
}

function femaleHair(style, c) {
  const f = `fill="${c}"`;
  switch (style) {
    case "bun":
      return {
        back: `<circle cx="120" cy="62" r="15" ${f}/>`,
        front: `<path ${f} d="M89 110C85 80 100 66 120 66s35 14 31 44c-4-14-14-22-29-24l-2 2-2-2c-14 2-24 10-29 24z"/>`,
      };
    case "braid":
      return {
        back: `<path ${f} d="M84 116c0-34 16-52 36-52s36 18 36 52v8c0 6-4 10-10 10H94c-6 0-10-4-10-10z"/>`,
        front:
          `<path ${f} d="${PARTED}"/>` +
          [150, 163, 176, 189, 202].map((y, i) => `<ellipse cx="${146 + i}" cy="${y}" rx="8" ry="8" ${f}/>`).join("") +
          `<path ${f} d="M143 208l6 14 6-14z"/>`,
      };
    case "bob":
      return {
        back: `<path ${f} d="M82 110c0-32 16-50 38-50s38 18 38 50v34c0 8-6 12-12 12h-6V120H100v36h-6c-6 0-12-4-12-12z"/>`,
        front: `<path ${f} d="${SWEPT}"/>`,
      };
    case "shoulder":
      return {
        back: `<path ${f} d="M82 112c0-34 16-52 38-52s38 18 38 52v54c0 8-8 12-16 10l-6-2V120h-32v54l-6 2c-8 2-16-2-16-10z"/>`,
        front: `<path ${f} d="${PARTED}"/>`,
      };
    default: // long
      return {
        back: `<path ${f} d="M80 112c0-34 18-52 40-52s40 18 40 52v70c0 6-6 10-12 10H92c-6 0-12-4-12-10z"/>`,
        front: `<path ${f} d="${SWEPT}"/>`,
      };
  }
}

function turban(colour) {
  return (
    `<path fill="${colour}" d="M84 108C80 76 98 54 120 54s40 22 36 54c-10-10-22-16-36-16s-26 6-36 16z"/>` +
    `<path fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="3" stroke-linecap="round" d="M90 92c10-16 22-24 32-26M150 92c-8-14-18-22-30-26M96 76c10-10 22-12 32-8"/>`
  );
}

// Facial hair: the jaw shape with a hole round the mouth (so the smile shows on skin).
const MOUTH_HOLE = "M109 133a11 6 0 0 0 22 0a11 6 0 0 0-22 0z";
const BEARD = `M89 112C89 140 102 154 120 154s31-14 31-42c-3 10-8 16-15 18-5-6-27-6-32 0-7-2-12-8-15-18z${MOUTH_HOLE}`;
const FULL_BEARD = `M87 104C86 146 100 164 120 164s34-18 33-60c-3 14-8 22-17 25-5-6-27-6-32 0-9-3-14-11-17-25z${MOUTH_HOLE}`;
const MOUSTACHE = "M107 129c4-5 9-5 13-2 4-3 9-3 13 2-4 1-9 1-13-1-4 2-9 2-13 1z";

function face({ skin, shade, brow, beard, moustache, glasses, frame, smile }) {
  const eyes =
    `<g fill="#2b2320"><ellipse cx="108" cy="112" rx="3.2" ry="3.8"/><ellipse cx="132" cy="112" rx="3.2" ry="3.8"/></g>` +
    `<circle cx="109" cy="110.6" r="1" fill="#fff"/><circle cx="133" cy="110.6" r="1" fill="#fff"/>`;
  const brows = `<path fill="none" stroke="${brow}" stroke-width="2.6" stroke-linecap="round" d="M101 ${103 + smile % 2}q7-4 14-1M125 102q7-3 14 ${1 + smile % 2}"/>`;
  const cheeks = `<g fill="#e0735f" opacity=".18"><circle cx="100" cy="125" r="5"/><circle cx="140" cy="125" r="5"/></g>`;
  const nose = `<path fill="none" stroke="${shade}" stroke-width="2.2" stroke-linecap="round" d="M119 115q-3 7 2 9"/>`;
  const mouth =
    smile % 3 === 0
      ? `<path fill="#8a3a2e" d="M111 131q9 9 18 0z"/><path fill="#fff" d="M113 131.5h14q-7 3-14 0z"/>`
      : `<path fill="none" stroke="#7a3b2e" stroke-width="2.6" stroke-linecap="round" d="M${111 + (smile % 2)} 132q${9 - (smile % 2)} 7 ${18 - 2 * (smile % 2)} 0"/>`;
  const facialHair = (beard ? `<path fill="${beard.colour}" fill-rule="evenodd" d="${beard.full ? FULL_BEARD : BEARD}"/>` : "") + (moustache ? `<path fill="${moustache}" d="${MOUSTACHE}"/>` : "");
  let specs = "";
  if (glasses) {
    const s = `fill="none" stroke="${frame}" stroke-width="${frame === "#a8833a" ? 1.8 : 2.6}"`;
    const lenses =
      glasses === 1
        ? `<circle cx="108" cy="112" r="9"/><circle cx="132" cy="112" r="9"/>`
        : glasses === 2
          ? `<rect x="98" y="105" width="20" height="14" rx="4"/><rect x="122" y="105" width="20" height="14" rx="4"/>`
          : `<path d="M98 107h20q0 12-10 12t-10-12zM122 107h20q0 12-10 12t-10-12z"/>`;
    specs = `<g ${s}>${lenses}<path d="M117 110q3-2 6 0M99 109l-9-2M141 109l9-2"/></g>`;
  }
  void skin;
  return eyes + brows + cheeks + nose + facialHair + mouth + specs;
}

function clothing({ outfit, shirt, tie, kurta, scrubs, stethoscope, tube, badge, shade }) {
  const neck = `<path fill="${shade}" d="M106 132h28v48c-8 6-20 6-28 0z"/>`;
  if (outfit === "scrubs") {
    return (
      neck +
      `<path fill="${scrubs}" d="M28 240c2-38 24-56 64-64h56c40 8 62 26 64 64z"/>` +
      `<path fill="${shade}" d="M102 176l18 26 18-26z"/>` +
      `<path fill="none" stroke="#000" stroke-opacity=".18" stroke-width="3" stroke-linejoin="round" d="M100 176l20 29 20-29M140 208h20v16h-20z"/>` +
      (stethoscope ? steth(tube) : "")
    );
  }
  let inner;
  if (outfit === "kurta") {
    inner =
      `<path fill="${kurta}" d="M60 240c0-40 24-62 60-62s60 22 60 62z"/>` +
      `<path fill="#000" opacity=".15" d="M104 177q16 8 32 0v6q-16 8-32 0z"/>` +
      `<path fill="none" stroke="#000" stroke-opacity=".15" stroke-width="2" d="M120 186v34"/><g fill="#fff" opacity=".7"><circle cx="120" cy="196" r="1.8"/><circle cx="120" cy="208" r="1.8"/></g>`;
  } else if (outfit === "blouse") {
    inner = `<path fill="${kurta}" d="M60 240c0-40 24-62 60-62s60 22 60 62z"/><path fill="${shade}" d="M106 176q14 22 28 0z"/>`;
  } else {
    inner =
      `<path fill="${shirt}" d="M60 240c0-40 24-62 60-62s60 22 60 62z"/>` +
      (tie ? `<path fill="${tie}" d="M116 186h8l2 6-3 34-3 4-3-4-3-34z"/>` : "") +
      `<path fill="${shirt}" stroke="#000" stroke-opacity=".12" stroke-width="1.5" d="M106 174l14 13-7 9-10-17zM134 174l-14 13 7 9 10-17z"/>`;
  }
  return (
    neck +
    inner +
    `<path fill="#fff" stroke="#cfdbe0" stroke-width="2" d="M28 240c2-38 24-56 64-64h10l18 64zM212 240c-2-38-24-56-64-64h-10l-18 64z"/>` +
    `<path fill="none" stroke="#d5dde2" stroke-width="3" stroke-linejoin="round" d="M96 177l8 28-6 5M144 177l-8 28 6 5M142 216h22"/>` +
    (badge ? `<rect x="146" y="220" width="14" height="18" rx="2" fill="#0b6378" opacity=".75"/><rect x="149" y="224" width="8" height="3" fill="#fff"/>` : "") +
    (stethoscope ? steth(tube) : "")
  );
}

function steth(tube) {
  return (
    `<path fill="none" stroke="${tube}" stroke-width="4" stroke-linecap="round" d="M100 178c-6 24 0 42 14 48m26-48c8 22 6 38-4 48"/>` +
    `<circle cx="136" cy="228" r="7" fill="${tube}"/><circle cx="136" cy="228" r="3" fill="#c7d0d6"/>`
  );
}

/** One doctor's portrait; every choice is taken from `seed` and the doctor's facts. */
export function portrait({ title, gender, seed, experienceYears, surgical, sikh }) {
  const bits = (shift, n) => (seed >>> shift) % n;
  const [skin, shade] = SKINS[bits(3, SKINS.length)];
  const hairColour =
    experienceYears >= 24 ? GREY[bits(1, 2)] : experienceYears >= 20 && bits(2, 3) > 0 ? SALT_PEPPER : HAIR[bits(6, HAIR.length)];
  const senior = experienceYears >= 18;
  let hair;
  if (sikh) hair = { back: "", front: turban(pick(TURBANS, seed >>> 12)) };
  else if (gender === "female") {
    hair = femaleHair(pick(senior ? ["bun", "bob", "shoulder", "long", "bun"] : ["long", "bun", "braid", "bob", "shoulder"], seed >>> 9), hairColour);
  } else {
    const styles = experienceYears >= 24 ? ["receding", "short", "side", "receding"] : senior ? ["short", "side", "receding", "cropped"] : ["short", "side", "curly", "cropped"];
    hair = maleHair(pick(styles, seed >>> 9), hairColour);
  }
  const facial = gender === "male" ? (sikh ? 3 : bits(14, 6)) : 0; // 0-2 none, 3-4 beard, 5 moustache
  const facialColour = hairColour === GREY[1] ? GREY[0] : hairColour;
  const glassesRoll = bits(17, 10);
  const glasses = glassesRoll < (senior ? 4 : 2) ? 1 + (glassesRoll % 3) : 0;
  const outfit =
    surgical && bits(20, 4) > 0 ? "scrubs" : gender === "female" ? pick(["coat", "kurta", "blouse"], seed >>> 22) : pick(["coat", "coat", "kurta"], seed >>> 22);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img"><title>${escapeXml(title)}</title>` +
    background(bits(24, 6), pick(BASES, seed >>> 27), pick(ACCENTS, seed >>> 29)) +
    // The figure is drawn on a 240 grid and enlarged a little about the face's centre,
    // so the head fills the circular crop without touching its edge.
    `<g transform="matrix(1.12 0 0 1.12 -14.4 -10)">` +
    hair.back +
    // The clothes sit a little higher than drawn, for a shorter neck.
    `<g transform="translate(0 -10)">` +
    clothing({
      outfit,
      shade,
      shirt: pick(SHIRTS, seed >>> 11),
      tie: bits(13, 3) > 0 ? pick(TIES, seed >>> 15) : null,
      kurta: pick(KURTAS, seed >>> 16),
      scrubs: pick(SCRUBS, seed >>> 18),
      stethoscope: outfit === "scrubs" ? bits(25, 3) === 0 : bits(25, 6) > 0,
      tube: pick(TUBES, seed >>> 26),
      badge: bits(28, 2) === 0,
    }) +
    `</g>` +
    `<ellipse cx="89" cy="114" rx="6" ry="9" fill="${shade}"/><ellipse cx="151" cy="114" rx="6" ry="9" fill="${shade}"/>` +
    `<ellipse cx="120" cy="110" rx="31" ry="38" fill="${skin}"/>` +
    face({
      skin,
      shade,
      brow: hairColour.startsWith("#a") || hairColour.startsWith("#b") ? "#6f6a66" : hairColour,
      beard: facial >= 3 && facial <= 4 ? { colour: facialColour, full: sikh } : null,
      moustache: facial === 5 ? facialColour : null,
      glasses,
      frame: pick(FRAMES, seed >>> 19),
      smile: bits(21, 6),
    }) +
    hair.front +
    `</g></svg>\n`
  );
}

/** A faceless silhouette for doctors without a photo: clearly a placeholder. */
function placeholder(title, gender) {
  const c = "#9fbcc6";
  const hair =
    gender === "female"
      ? `<path fill="${c}" d="M80 112c0-34 18-52 40-52s40 18 40 52v62c0 6-6 10-12 10H92c-6 0-12-4-12-10z"/>`
      : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img"><title>${escapeXml(title)}</title>` +
    `<rect width="240" height="240" fill="#e3f1f5"/>` +
    hair +
    `<path fill="${c}" d="M28 240c2-40 28-60 70-62h44c42 2 68 22 70 62z"/>` +
    `<rect x="106" y="130" width="28" height="52" rx="12" fill="${c}"/>` +
    `<ellipse cx="120" cy="108" rx="${gender === "female" ? 31 : 33}" ry="38" fill="${c}"/>` +
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
    experienceYears: doctor.experienceYears,
    surgical: SURGICAL.test(doctor.specialities[0]) || doctor.qualifications.some((q) => /MCh|Anaesth/.test(q)),
    sikh: /\bSingh\b/.test(doctor.name),
  });
  writeFileSync(join(outDir, `${username}.svg`), svg);
  written++;
}
for (const gender of ["female", "male"]) {
  writeFileSync(join(outDir, `default-${gender}.svg`), placeholder("Illustrated portrait of a doctor", gender));
}
console.log(`Wrote ${written} portraits and 2 defaults to public/images/doctors.`);
