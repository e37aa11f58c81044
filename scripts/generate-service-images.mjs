// Writes the service category images (public/images/services/<category-slug>.svg), which are
// also the hero images of the services in each category, in the same frame, palette and
// stroke as the speciality thumbnails (scripts/generate-speciality-svgs.mjs). Nothing is
// fetched. The generated files are committed; this script documents how they were made.
// Run: node scripts/generate-service-images.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { thumbnailSvg } from "./lib/svg-thumbnail.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public/images/services");

// Icons are drawn in a 100 x 100 box; {m} is the soft fill, {s} the stroke colour.
const ICONS = {
  // a scanner ring with a patient table
  "diagnostics-imaging":
    '<circle fill="{m}" cx="50" cy="42" r="32"/><circle fill="#fff" cx="50" cy="42" r="16"/><path d="M8 72h84M20 72v14m60-14v14M36 58h28"/>',
  // a flask and a test tube
  laboratory:
    '<path fill="{m}" d="M34 10h20M38 10v26L18 78c-3 7 2 12 9 12h34c7 0 12-5 9-12L50 36V10"/><path d="M26 64h36"/><path fill="#fff" d="M72 20h12v56a6 6 0 0 1-12 0z"/><path d="M72 44h12"/>',
  // a scalpel over a suture line
  surgery:
    '<g transform="rotate(-30 50 40)"><path fill="{m}" d="M40 44H20C12 44 6 50 6 50c8 6 20 6 34 6z"/><path d="M40 46h52a4 4 0 0 1 0 8H40z"/></g><path d="M12 84c24-10 52-10 76 0M28 74l-2 12m16-15v12m16-12v12m16-10l2 12"/>',
  // a monitor with a heart trace
  "critical-care":
    '<rect fill="{m}" x="8" y="14" width="84" height="56" rx="6"/><path d="M16 44h18l6-14 8 28 6-18 4 4h26M42 70v12m16-12v12M32 84h36"/>',
  // a parent holding a baby
  "mother-child":
    '<circle fill="{m}" cx="40" cy="20" r="12"/><path fill="{m}" d="M18 92V60c0-14 10-24 22-24s22 10 22 24v32"/><circle fill="#fff" cx="62" cy="56" r="10"/><path d="M40 62c8 10 20 12 32 6"/>',
  // a walking figure with a supporting rail
  rehabilitation:
    '<circle fill="{m}" cx="56" cy="14" r="8"/><path d="M54 24l-6 32m5-24l17-14m-17 14L36 20M48 56l22 14 4 20M48 56L36 74l-18 10M10 94h80"/>',
  // a shield with a tick
  "health-checks": '<path fill="{m}" d="M50 6l36 14v26c0 24-16 40-36 48-20-8-36-24-36-48V20z"/><path d="M32 50l12 12 24-26"/>',
  // an ambulance
  emergency:
    '<path fill="{m}" d="M6 30h58v46H6zm58 14h16l14 16v16H64z"/><path fill="#fff" d="M68 48h10l8 10H68z"/><path stroke-width="7" d="M35 42v22M24 53h22"/><circle fill="#fff" cx="24" cy="78" r="9"/><circle fill="#fff" cx="78" cy="78" r="9"/>',
};

const IMAGES = [
  ["diagnostics-imaging", "Diagnostics & Imaging", "blue"],
  ["laboratory", "Laboratory", "violet"],
  ["surgery", "Surgery", "teal"],
  ["critical-care", "Critical Care", "rose"],
  ["mother-child", "Mother & Child", "warm"],
  ["rehabilitation", "Rehabilitation", "green"],
  ["health-checks", "Preventive Health & Health Checks", "green"],
  ["emergency", "Emergency", "rose"],
];

mkdirSync(outDir, { recursive: true });
for (const [slug, title, palette] of IMAGES) {
  writeFileSync(join(outDir, `${slug}.svg`), thumbnailSvg(title, ICONS[slug], palette));
}
console.log(`Wrote ${IMAGES.length} service category images.`);
