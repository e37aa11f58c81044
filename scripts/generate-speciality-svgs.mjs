// Writes the speciality thumbnails (public/images/specialities/*.svg) and the default
// speciality image (public/images/speciality-default.svg) from one template, so every
// thumbnail shares the same frame, palette and stroke. Run: node scripts/generate-speciality-svgs.mjs
// The generated files are committed; this script only documents how they were made.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { thumbnailSvg } from "./lib/svg-thumbnail.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public/images/specialities");

// Icons are drawn in a 100 x 100 box; {m} is the soft fill, {s} the stroke colour.
const HEART =
  "M50 86C20 66 8 50 8 34 8 20 19 10 31 10c9 0 15 5 19 12 4-7 10-12 19-12 12 0 23 10 23 24 0 16-12 32-42 52z";
const BRAIN =
  '<path fill="{m}" d="M50 14C36 8 20 16 18 30 8 36 8 52 14 60c-4 12 6 26 20 24 6 8 14 6 16 2 2 4 10 6 16-2 14 2 24-12 20-24 6-8 6-24-4-30C80 16 64 8 50 14z"/>' +
  '<path d="M50 14v72M30 34c8 0 10 8 4 12m-12 10c8-4 16 2 14 10m-2 8c6-2 10 2 10 6M70 34c-8 0-10 8-4 12m12 10c-8-4-16 2-14 10m2 8c-6-2-10 2-10 6"/>';
const SCALPEL =
  '<path fill="{m}" d="M40 44H20C12 44 6 50 6 50c8 6 20 6 34 6z"/><path d="M40 46h52a4 4 0 0 1 0 8H40z"/>';

const ICONS = {
  cardiology: `<path fill="{m}" d="${HEART}"/><path d="M4 50h26l8-14 10 30 8-22 6 6h34"/>`,
  "cardiothoracic-surgery": `<path fill="{m}" d="${HEART}"/><path d="M50 28v46M43 36h14M43 46h14M43 56h14M43 66h14"/>`,
  neurology: BRAIN,
  neurosurgery: `<g transform="translate(-2 -4) scale(.8)">${BRAIN}</g><g transform="rotate(-40 70 78) translate(34 46) scale(.6)">${SCALPEL}</g>`,
  orthopaedics:
    '<path fill="{m}" transform="rotate(-35 50 50)" d="M29.8 45h40.4a11 11 0 1 1 14.4 5 11 11 0 1 1-14.4 5H29.8a11 11 0 1 1-14.4-5 11 11 0 1 1 14.4-5z"/>',
  oncology: '<path stroke-width="10" d="M28 90l30-42c8-12 6-34-8-36-14 2-16 24-8 36l30 42"/>',
  nephrology:
    '<path fill="{m}" d="M58 12C38 6 18 22 18 50s20 44 40 38c12-4 14-16 6-24-6-6-6-22 0-28 8-8 6-20-6-24z"/><path d="M64 50c10 0 14 8 16 42M50 38c6 4 6 20 0 24"/>',
  urology:
    '<ellipse fill="{m}" cx="22" cy="28" rx="11" ry="17"/><ellipse fill="{m}" cx="78" cy="28" rx="11" ry="17"/><path d="M30 40c10 10 12 20 12 28m28-28c-10 10-12 20-12 28M50 90v6"/><path fill="{m}" d="M30 72c0-10 40-10 40 0 0 12-10 18-20 18s-20-6-20-18z"/>',
  gastroenterology:
    '<path fill="{m}" d="M52 6v14c0 10-6 20-6 30 0 12-8 16-16 14l-12-2c-8 0-8 14 0 14l12 2c14 4 30 10 44 2 16-10 18-36 8-50-8-12-20-10-20-16V6"/><path d="M58 42c6 10 4 24-8 30"/>',
  hepatology:
    '<path fill="{m}" d="M8 36c12-16 52-22 82-14 6 2 6 10 0 14-14 10-30 24-50 40-10 8-20 4-24-6C10 58 6 46 8 36z"/><path d="M56 20c-2 14-6 28-12 40"/><ellipse fill="{s}" stroke="none" cx="62" cy="58" rx="6" ry="8"/>',
  pulmonology:
    '<path fill="{m}" d="M40 26c-14-2-28 18-30 40-2 16 6 24 18 22 8-2 14-8 14-18V34c0-6 0-8-2-8zm20 0c14-2 28 18 30 40 2 16-6 24-18 22-8-2-14-8-14-18V34c0-6 0-8 2-8z"/><path d="M50 6v38l-8 8m8-8l8 8"/>',
  endocrinology:
    '<path fill="{m}" d="M50 58c-4-10-8-34-18-36-12-2-16 18-14 36 2 18 8 26 16 24 8-2 10-12 16-16 6 4 8 14 16 16 8 2 14-6 16-24 2-18-2-38-14-36-10 2-14 26-18 36z"/><path d="M50 6v12m0 64v12"/>',
  "obstetrics-gynaecology":
    '<path fill="{m}" d="M36 30c0-4 28-4 28 0 0 18-6 30-10 36v14h-8V66c-4-6-10-18-10-36z"/><path d="M36 32c-10-6-18-4-22 4m50-4c10-6 18-4 22 4"/><ellipse fill="{m}" cx="14" cy="46" rx="7" ry="9"/><ellipse fill="{m}" cx="86" cy="46" rx="7" ry="9"/>',
  paediatrics:
    '<circle fill="{m}" cx="24" cy="26" r="12"/><circle fill="{m}" cx="76" cy="26" r="12"/><circle fill="{m}" cx="50" cy="56" r="34"/><ellipse fill="#fff" cx="50" cy="68" rx="14" ry="11"/><circle fill="{s}" cx="38" cy="48" r="2"/><circle fill="{s}" cx="62" cy="48" r="2"/><path fill="{s}" d="M46 63h8l-4 4z"/><path d="M45 72q5 4 10 0"/>',
  neonatology:
    '<path fill="{m}" d="M44 22c0-10 2-16 6-16s6 6 6 16"/><rect fill="#fff" x="34" y="22" width="32" height="10" rx="3"/><path fill="{m}" d="M38 32v52c0 6 4 10 10 10h4c6 0 10-4 10-10V32"/><path d="M52 46h10M52 58h10M52 70h10"/>',
  dermatology:
    '<path fill="{m}" d="M8 46c10-6 20 6 30 0s20 6 30 0 18 6 24 0v40H8z"/><path stroke-dasharray="6 8" d="M14 68h72"/><path d="M34 62c0-12 2-24 8-40m20 40c0-12-2-22-8-34"/><circle fill="#fff" cx="34" cy="64" r="5"/><circle fill="#fff" cx="62" cy="64" r="5"/>',
  ent: '<path fill="{m}" d="M62 88c-8 4-18 0-18-10 0-8-8-12-12-20-8-14-8-36 12-46 18-8 38 4 38 24 0 14-10 18-14 26s2 22-6 26z"/><path d="M44 40c0-12 18-16 22-4 2 8-6 12-10 16s0 10-4 14"/>',
  ophthalmology:
    '<path fill="{m}" d="M6 50c16-26 72-26 88 0-16 26-72 26-88 0z"/><circle fill="#fff" cx="50" cy="50" r="16"/><circle fill="{s}" cx="50" cy="50" r="7"/><circle fill="#fff" stroke="none" cx="54" cy="46" r="2.5"/>',
  psychiatry:
    '<path fill="{m}" d="M30 92V74C18 68 12 56 12 44 12 22 30 8 50 8s34 14 34 32c0 6 4 12 8 18 2 4-2 6-6 6v10c0 6-6 10-12 10H62v8"/><path fill="#fff" d="M46 60C34 52 30 46 30 40c0-6 4-10 9-10 3 0 5 2 7 5 2-3 4-5 7-5 5 0 9 4 9 10 0 6-4 12-16 20z"/>',
  "general-surgery": `<g transform="rotate(-30 50 40)">${SCALPEL}</g><path d="M12 84c24-10 52-10 76 0M28 74l-2 12m16-15v12m16-12v12m16-10l2 12"/>`,
  "internal-medicine":
    '<path d="M28 10v4c0 26 8 38 22 38s22-12 22-38v-4M50 52v12c0 18 12 26 22 22 8-4 10-10 10-16"/><circle fill="{m}" cx="82" cy="60" r="10"/><circle fill="{s}" cx="28" cy="8" r="3"/><circle fill="{s}" cx="72" cy="8" r="3"/>',
  "emergency-medicine":
    '<path fill="{m}" d="M6 30h58v46H6zm58 14h16l14 16v16H64z"/><path fill="#fff" d="M68 48h10l8 10H68z"/><path stroke-width="7" d="M35 42v22M24 53h22"/><path d="M28 30v-8h10v8"/><circle fill="#fff" cx="24" cy="78" r="9"/><circle fill="#fff" cx="78" cy="78" r="9"/>',
  "critical-care":
    '<rect fill="{m}" x="8" y="14" width="84" height="56" rx="6"/><path d="M16 44h18l6-14 8 28 6-18 4 4h26M42 70v12m16-12v12M32 84h36"/>',
  rheumatology:
    '<path fill="{m}" d="M38 4v30c-8 4-6 14 4 12 4-2 12-2 16 0 10 2 12-8 4-12V4zm0 92V66c-8-4-6-14 4-12 4 2 12 2 16 0 10-2 12 8 4 12v30z"/><circle stroke-dasharray="4 8" cx="50" cy="50" r="34"/>',
  "physiotherapy-rehabilitation":
    '<circle fill="{m}" cx="56" cy="14" r="8"/><path d="M54 24l-6 32m5-24l17-14m-17 14L36 20M48 56l22 14 4 20M48 56L36 74l-18 10M10 94h80"/>',
  "dental-sciences":
    '<path fill="{m}" d="M30 10c-12 0-18 12-16 26 2 12 8 20 10 34s4 22 10 22 6-12 8-22c2-8 14-8 16 0 2 10 2 22 8 22s8-8 10-22 8-22 10-34c2-14-4-26-16-26-8 0-12 6-20 6s-12-6-20-6z"/><path d="M28 26c-2 6-1 12 2 16"/>',
  "radiology-imaging":
    '<circle fill="{m}" cx="50" cy="44" r="34"/><circle fill="#fff" cx="50" cy="44" r="18"/><path d="M6 54h88M50 78v10m-16 0h32"/>',
  "sleep-medicine":
    '<path fill="{m}" d="M62 12c-22 2-38 20-38 42s18 38 40 38c12 0 22-6 28-14-26 4-46-16-42-40 2-12 6-20 12-26z"/><path d="M78 22v12m-6-6h12M86 48v8m-4-4h8M62 40h12L62 52h12"/>',
};

// [file name (the slug, or a stable name when the speciality has none), title, palette]
const THUMBNAILS = [
  ["cardiology", "Cardiology", "rose"],
  ["cardiothoracic-surgery", "Cardiothoracic Surgery", "rose"],
  ["neurology", "Neurology", "violet"],
  ["neurosurgery", "Neurosurgery", "violet"],
  ["orthopaedics", "Orthopaedics", "blue"],
  ["oncology", "Oncology", "violet"],
  ["nephrology", "Nephrology", "warm"],
  ["urology", "Urology", "warm"],
  ["gastroenterology", "Gastroenterology", "green"],
  ["hepatology", "Hepatology", "green"],
  ["pulmonology", "Pulmonology", "teal"],
  ["endocrinology", "Endocrinology", "blue"],
  ["obstetrics-gynaecology", "Obstetrics & Gynaecology", "rose"],
  ["paediatrics", "Paediatrics", "warm"],
  ["neonatology", "Neonatology", "teal"],
  ["dermatology", "Dermatology", "warm"],
  ["ent", "ENT (Ear, Nose & Throat)", "teal"],
  ["ophthalmology", "Ophthalmology", "blue"],
  ["psychiatry", "Psychiatry", "violet"],
  ["general-surgery", "General Surgery", "teal"],
  ["internal-medicine", "Internal Medicine", "green"],
  ["emergency-medicine", "Emergency Medicine", "rose"],
  ["critical-care", "Critical Care", "teal"],
  ["rheumatology", "Rheumatology", "blue"],
  ["physiotherapy-rehabilitation", "Physiotherapy & Rehabilitation", "green"],
  ["dental-sciences", "Dental Sciences", "teal"],
  ["radiology-imaging", "Radiology & Imaging", "blue"],
  ["sleep-medicine", "Sleep Medicine", "violet"],
];

const DEFAULT_ICON =
  '<rect fill="{m}" x="14" y="10" width="72" height="80" rx="10"/><path fill="#fff" d="M42 24h16v14h14v16H58v14H42V54H28V38h14z"/><path d="M24 80h14l5-8 6 12 5-8h22"/>';

mkdirSync(outDir, { recursive: true });
for (const [file, title, palette] of THUMBNAILS) {
  const icon = ICONS[file];
  if (!icon) throw new Error(`No icon for ${file}`);
  writeFileSync(join(outDir, `${file}.svg`), thumbnailSvg(title, icon, palette));
}
writeFileSync(join(root, "public/images/speciality-default.svg"), thumbnailSvg("Medical speciality", DEFAULT_ICON, "teal"));
console.log(`Wrote ${THUMBNAILS.length} thumbnails and the default image.`);
