// Writes the covers of the demo blog articles and news items (public/images/articles/<slug>.svg
// and news-<slug>.svg, 1200 x 630): one flat editorial illustration of each subject, in one
// style for all. The background tint and its pattern belong to the category (the same for every
// article of a category, different between categories); the subject is drawn large in teal,
// coral and warm on a white disc, inside the middle 760 x 630 so that 4:3 and 16:9 crops
// (object-fit: cover) still show it. No words are drawn: the page shows the title and category
// in HTML. Nothing is fetched and nothing is random, so every run writes the same files. The
// generated files are committed; this script documents how they were made, and stands in until
// the hospital supplies real photographs.
// Run: node scripts/generate-article-covers.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public/images/articles");

// The site's palette (styles/_tokens.scss): accent, accent-strong, warm, coral, soft, white.
const T = "#0b6378";
const D = "#084b5b";
const W = "#f2a541";
const C = "#e76f51";
const S = "#e3f1f5";
const F = "#fff";

// [background tint, pattern and shape tint, pattern] per category.
const DOT = '<circle cx="14" cy="14" r="3.5"/>';
const PLUS = '<path d="M14 8v12M8 14h12" stroke-width="3.5"/>';
const RING = '<circle cx="14" cy="14" r="6" fill="none" stroke-width="3"/>';
const DASH = '<path d="M6 22L22 6" stroke-width="3.5"/>';
const WAVE = '<path d="M0 14c7-7 14 7 28 0" fill="none" stroke-width="3"/>';
const CATEGORIES = {
  "Heart Health": ["#fbeaee", "#f3c9d3", DOT],
  "Women & Children": ["#fdf2e2", "#f5d8a8", RING],
  "Healthy Living": ["#e6f4ea", "#c4e4cf", DASH],
  "Bones & Joints": ["#e8effb", "#c9d9f4", PLUS],
  "Mind & Sleep": ["#efebfa", "#d6cdf1", WAVE],
  "Patient Guides": ["#e3f1f5", "#bfe0e9", DOT],
  "Hospital News": ["#eef2f4", "#d3dde2", PLUS],
  Community: ["#fdeee8", "#f6cfc0", RING],
  "Awards & Accreditation": ["#fbf6e3", "#efdfa6", DASH],
  "New Services": ["#e2f4f1", "#b8e2da", WAVE],
};

// Small shared parts.
const heart = (x, y, s, fill) =>
  `<path fill="${fill}" transform="translate(${x} ${y}) scale(${s})" d="M0 40C-30 18-48 2-48-16c0-14 11-24 24-24 10 0 18 6 24 15 6-9 14-15 24-15 13 0 24 10 24 24 0 18-18 34-48 56z"/>`;
const drop = (x, y, s, fill) =>
  `<path fill="${fill}" transform="translate(${x} ${y}) scale(${s})" d="M0-50C14-28 32-8 32 12a32 32 0 0 1-64 0C-32-8-14-28 0-50z"/>`;
const sparkle = (x, y, s, fill) =>
  `<path fill="${fill}" transform="translate(${x} ${y}) scale(${s})" d="M0-20C3-6 6-3 20 0 6 3 3 6 0 20-3 6-6 3-20 0-6-3-3-6 0-20z"/>`;
const person = (x, y, s, fill) =>
  `<g fill="${fill}" transform="translate(${x} ${y}) scale(${s})"><circle cy="-70" r="28"/><path d="M-50 60v-40c0-34 22-52 50-52s50 18 50 52v40z"/></g>`;

// Each drawing uses the page's coordinates; the subject sits around (680, 320).
const DRAWINGS = {
  "heart-attack-warning-signs": () =>
    `<path fill="${C}" d="M690 540C540 440 440 360 440 250c0-80 60-130 128-130 56 0 98 32 122 80 24-48 66-80 122-80 68 0 128 50 128 130 0 110-100 190-250 290z"/>` +
    `<path fill="none" opacity=".3" d="M500 230c0-40 30-70 70-70" stroke="#fff" stroke-width="22" stroke-linecap="round"/>` +
    `<path fill="none" stroke="${D}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round" d="M330 330h210l30-70 44 170 48-250 40 190 26-40h350"/>` +
    `<circle cx="1010" cy="330" r="16" fill="${W}"/>`,
  "blood-pressure-at-home": () =>
    `<rect x="360" y="330" width="330" height="96" rx="48" fill="${W}"/>` +
    `<rect x="420" y="300" width="150" height="156" rx="26" fill="${T}"/>` +
    `<path d="M440 340h110M440 378h110M440 416h110" stroke="${D}" stroke-width="8" stroke-linecap="round"/>` +
    `<path fill="none" stroke="${D}" stroke-width="12" stroke-linecap="round" d="M500 300c0-90 90-130 160-130s80 40 80 40"/>` +
    `<rect x="700" y="150" width="300" height="320" rx="36" fill="${T}"/>` +
    `<rect x="736" y="190" width="228" height="150" rx="16" fill="${F}"/>` +
    `<path d="M762 232h110M762 272h80M762 310h130" stroke="${D}" stroke-width="14" stroke-linecap="round"/>` +
    heart(918, 262, 0.55, C) +
    `<circle cx="790" cy="405" r="24" fill="${W}"/><circle cx="850" cy="405" r="24" fill="${F}"/><circle cx="910" cy="405" r="24" fill="${F}"/>`,
  "monsoon-fevers-in-children": () =>
    `<path fill="${T}" d="M450 250a70 70 0 0 1 40-128 95 95 0 0 1 180-20 75 75 0 0 1 120 60 60 60 0 0 1-10 88z"/>` +
    `<path stroke="${T}" stroke-width="10" stroke-linecap="round" d="M470 290l-14 34M540 300l-14 34M610 290l-14 34M680 300l-14 34M750 290l-14 34M500 370l-14 34M780 370l-14 34"/>` +
    `<path fill="${C}" d="M470 470a170 150 0 0 1 340 0c-20-22-48-22-57 0-20-22-48-22-57 0-20-22-48-22-56 0-20-22-48-22-57 0-20-22-48-22-57 0z"/>` +
    `<path fill="none" stroke="${D}" stroke-width="14" stroke-linecap="round" d="M640 322v-8M640 470v80a26 26 0 0 1-52 0"/>` +
    `<g transform="rotate(18 920 330)"><rect x="892" y="150" width="56" height="270" rx="28" fill="${F}" stroke="${D}" stroke-width="8"/><rect x="910" y="250" width="20" height="170" rx="10" fill="${C}"/><circle cx="920" cy="430" r="46" fill="${C}" stroke="${D}" stroke-width="8"/><path d="M948 200h-16M948 240h-16M948 280h-16" stroke="${D}" stroke-width="6"/></g>`,
  "thyroid-and-pregnancy": () =>
    `<g fill="${T}"><circle cx="520" cy="170" r="58"/><path d="M488 236c-60 20-80 90-76 170l-12 150h180l-10-90c80-6 106-70 84-120-18-40-58-56-92-62-10-30-30-48-74-48z"/></g>` +
    heart(560, 378, 0.6, W) +
    `<g transform="translate(850 300)"><path fill="${C}" d="M-18-10C-30-90-70-130-110-120c-40 10-40 80-20 140 20 60 70 90 110 60zM18-10C30-90 70-130 110-120c40 10 40 80 20 140-20 60-70 90-110 60z"/>` +
    `<rect x="-36" y="-14" width="72" height="46" rx="22" fill="${C}"/><path d="M-80-70c-10 30-6 70 10 100M80-70c10 30 6 70-10 100" fill="none" stroke="${F}" stroke-width="10" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M0-160v110M0 80v90" stroke="${D}" stroke-width="16" stroke-linecap="round"/></g>`,
  "diabetes-during-festivals": () =>
    `<ellipse cx="590" cy="430" rx="250" ry="86" fill="${T}"/><ellipse cx="590" cy="416" rx="222" ry="66" fill="${F}"/>` +
    `<g fill="${W}"><circle cx="490" cy="370" r="48"/><circle cx="580" cy="356" r="48"/><circle cx="535" cy="300" r="48"/></g>` +
    `<g fill="#d88a22"><circle cx="475" cy="360" r="6"/><circle cx="500" cy="385" r="6"/><circle cx="570" cy="340" r="6"/><circle cx="595" cy="370" r="6"/><circle cx="525" cy="285" r="6"/><circle cx="550" cy="312" r="6"/></g>` +
    `<path fill="${C}" d="M640 380l50-50 50 50-50 50zM700 380l50-50 50 50-50 50z"/>` +
    `<path fill="${W}" d="M365 210c-30 0-45 30-10 40h90c35-10 20-40-10-40z"/><path fill="${C}" d="M400 210c-16-20-8-46 0-60 8 14 16 40 0 60z"/>` +
    `<g transform="rotate(-8 900 300)"><rect x="820" y="150" width="170" height="280" rx="34" fill="${D}"/><rect x="846" y="180" width="118" height="110" rx="14" fill="${S}"/><circle cx="905" cy="360" r="30" fill="${T}"/><rect x="890" y="96" width="30" height="70" rx="4" fill="${F}"/></g>` +
    drop(905, 240, 0.8, C),
  "heat-stroke-prevention": () =>
    `<g transform="translate(560 250)"><circle r="118" fill="${W}"/><g stroke="${W}" stroke-width="20" stroke-linecap="round">` +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const r = (n) => Math.round(n);
      return `<path d="M${r(Math.cos(a) * 150)} ${r(Math.sin(a) * 150)}L${r(Math.cos(a) * 200)} ${r(Math.sin(a) * 200)}"/>`;
    }).join("") +
    `</g><circle r="80" fill="#f7c274"/></g>` +
    `<rect x="796" y="146" width="78" height="46" rx="10" fill="${D}"/>` +
    `<path fill="${T}" d="M790 196h90c10 40 50 50 50 100v230c0 20-12 30-30 30H770c-18 0-30-10-30-30V296c0-50 40-60 50-100z"/>` +
    `<rect x="740" y="330" width="190" height="110" fill="${F}"/>` +
    drop(835, 395, 0.7, T) +
    drop(470, 520, 0.55, T) +
    drop(1010, 230, 0.45, T),
  "knee-replacement-recovery": () =>
    `<g fill="none" stroke-linecap="round"><path d="M520 90l110 210M630 330l-40 220" stroke="${D}" stroke-width="92"/><path d="M520 90l110 210M630 330l-40 220" stroke="${F}" stroke-width="68"/></g>` +
    `<g fill="${F}" stroke="${D}" stroke-width="12"><circle cx="500" cy="80" r="44"/><circle cx="548" cy="92" r="36"/><circle cx="572" cy="560" r="40"/><circle cx="616" cy="566" r="32"/></g>` +
    `<path d="M520 90l110 210M630 330l-40 220" stroke="${F}" stroke-width="68" stroke-linecap="round"/>` +
    `<path fill="${W}" d="M570 292c20-40 100-44 120 0l-4 28H574z"/><rect x="578" y="326" width="106" height="22" rx="8" fill="${C}"/>` +
    `<path fill="none" stroke="${D}" stroke-width="24" stroke-linecap="round" d="M770 250c0-90 120-90 120-20v320"/>` +
    `<rect x="872" y="530" width="36" height="34" rx="8" fill="${C}"/>` +
    `<path d="M940 250a120 120 0 0 1 0 160M976 220a170 170 0 0 1 0 220" fill="none" stroke="${T}" stroke-width="12" stroke-linecap="round" opacity=".6"/>`,
  "back-pain-at-the-desk": () =>
    `<g fill="${T}"><rect x="400" y="150" width="60" height="250" rx="26"/><rect x="400" y="380" width="220" height="46" rx="20"/><rect x="496" y="420" width="28" height="90"/></g>` +
    `<path d="M420 530h180M440 530v16M580 530v16" stroke="${D}" stroke-width="16" stroke-linecap="round"/><circle cx="440" cy="554" r="14" fill="${D}"/><circle cx="580" cy="554" r="14" fill="${D}"/>` +
    `<g fill="${C}">` +
    [
      [488, 150],
      [496, 188],
      [500, 226],
      [500, 264],
      [496, 302],
      [490, 340],
    ]
      .map(([x, y]) => `<rect x="${x}" y="${y}" width="54" height="30" rx="12"/>`)
      .join("") +
    `</g>` +
    `<path d="M660 380h380M700 380v170M1000 380v170" stroke="${D}" stroke-width="20" stroke-linecap="round"/>` +
    `<path fill="${D}" d="M760 366h200l-16-150c-2-14-10-20-22-20H790c-12 0-20 6-22 20z"/><path fill="${S}" d="M790 344h140l-12-118H802z"/>` +
    `<path fill="${T}" d="M730 366h260v14H730z"/>` +
    `<circle cx="822" cy="184" r="34" fill="${W}"/>`,
  "snoring-and-sleep-apnoea": () =>
    `<path fill="${W}" d="M560 80a120 120 0 1 0 110 180 100 100 0 0 1-110-180z"/>` +
    sparkle(700, 120, 1.3, W) +
    sparkle(420, 250, 0.9, T) +
    `<path fill="${F}" stroke="${T}" stroke-width="10" d="M420 380c0-40 30-56 70-56h260c40 0 70 16 70 56v60c0 40-30 56-70 56H490c-40 0-70-16-70-56z"/>` +
    `<path fill="none" stroke="${T}" stroke-width="8" stroke-linecap="round" opacity=".5" d="M470 360c40 20 80 24 120 10M650 460c40 10 80 6 110-10"/>` +
    `<path fill="${C}" d="M520 500h400v50H520z" opacity=".9"/>` +
    `<g fill="none" stroke="${D}" stroke-width="14" stroke-linecap="round"><path d="M860 330a70 70 0 0 1 0 100"/><path d="M900 290a120 120 0 0 1 0 180"/><path d="M940 250a170 170 0 0 1 0 260"/></g>`,
  "exam-stress-in-teenagers": () =>
    `<path fill="${T}" d="M640 560l-10-80c-60-10-110-30-110-90v-20l-40-10 40-80c0-100 80-170 180-170s170 70 170 170c0 70-40 120-90 150l10 130z"/>` +
    `<circle cx="690" cy="260" r="86" fill="${F}"/>` +
    `<path fill="none" stroke="${C}" stroke-width="12" stroke-linecap="round" d="M640 240c10-20 30-20 40 0s30 20 40 0"/><path stroke="${T}" stroke-width="12" stroke-linecap="round" d="M640 286h100"/>` +
    sparkle(820, 120, 1.1, W) +
    `<g><rect x="830" y="470" width="200" height="44" rx="8" fill="${C}"/><rect x="846" y="426" width="176" height="44" rx="8" fill="${W}"/><rect x="822" y="382" width="186" height="44" rx="8" fill="${D}"/>` +
    `<path d="M852 492h150M866 448h140M842 404h150" stroke="${F}" stroke-width="6" opacity=".7"/></g>`,
  "preparing-for-your-hospital-visit": () =>
    `<rect x="560" y="120" width="260" height="420" rx="24" fill="${F}" stroke="${T}" stroke-width="10"/>` +
    `<rect x="630" y="96" width="120" height="56" rx="16" fill="${D}"/>` +
    [210, 300, 390, 470]
      .map(
        (y, i) =>
          `<rect x="596" y="${y - 22}" width="44" height="44" rx="10" fill="${i < 3 ? C : S}"/>` +
          (i < 3 ? `<path d="M606 ${y}l10 10 16-20" fill="none" stroke="${F}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` : "") +
          `<path d="M664 ${y}h${i % 2 ? 100 : 124}" stroke="${T}" stroke-width="14" stroke-linecap="round"/>`,
      )
      .join("") +
    `<path fill="${W}" d="M820 230h110l20 30h70v290H820z"/><path fill="#f7c274" d="M820 290h200v260H820z"/>` +
    `<path fill="none" stroke="${D}" stroke-width="16" d="M400 360v-30c0-30 20-44 50-44s50 14 50 44v30"/>` +
    `<rect x="350" y="350" width="200" height="200" rx="28" fill="${T}"/><rect x="350" y="420" width="200" height="18" fill="${D}"/><path d="M450 460v40M430 480h40" stroke="${F}" stroke-width="12" stroke-linecap="round"/>`,
  "when-to-go-to-the-emergency-department": () =>
    `<path fill="${F}" stroke="${D}" stroke-width="10" stroke-linejoin="round" d="M360 220h420v250H360zM780 280h120l80 90v100H780z"/>` +
    `<path fill="${S}" stroke="${D}" stroke-width="8" d="M800 300h90l58 66H800z"/>` +
    `<rect x="360" y="400" width="620" height="26" fill="${C}"/>` +
    `<path d="M570 260v100M520 310h100" stroke="${C}" stroke-width="34"/>` +
    `<rect x="440" y="180" width="70" height="40" rx="10" fill="${C}"/><rect x="650" y="180" width="70" height="40" rx="10" fill="${T}"/>` +
    `<path d="M430 150l-20-24M475 142v-32M520 150l20-24" stroke="${C}" stroke-width="10" stroke-linecap="round"/>` +
    `<g fill="${D}"><circle cx="470" cy="480" r="52"/><circle cx="860" cy="480" r="52"/></g><g fill="${S}"><circle cx="470" cy="480" r="22"/><circle cx="860" cy="480" r="22"/></g>` +
    `<path d="M250 360h80M270 320h60M290 400h40" stroke="${T}" stroke-width="10" stroke-linecap="round" opacity=".55"/>`,
  "screen-time-and-childrens-eyes": () =>
    `<path fill="${F}" stroke="${D}" stroke-width="12" d="M380 260c70-100 170-140 240-140s170 40 240 140c-70 100-170 140-240 140s-170-40-240-140z"/>` +
    `<circle cx="620" cy="260" r="92" fill="${T}"/><circle cx="620" cy="260" r="44" fill="${D}"/><circle cx="644" cy="236" r="16" fill="${F}"/>` +
    `<path d="M440 140l-30-34M620 90V50M800 140l30-34" stroke="${D}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="660" y="350" width="340" height="230" rx="28" fill="${D}"/><rect x="684" y="372" width="292" height="186" rx="10" fill="${W}"/>` +
    `<path fill="${F}" d="M806 430l60 36-60 36z"/>` +
    `<path d="M640 420c-40 30-90 40-140 40" fill="none" stroke="${C}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/>`,

  "news-wakad-clinic-extended-opd-hours": () =>
    `<rect x="380" y="150" width="330" height="340" rx="26" fill="${F}" stroke="${T}" stroke-width="10"/>` +
    `<path fill="${C}" d="M385 230v-50c0-14 10-25 25-25h270c15 0 25 11 25 25v50z"/>` +
    `<path d="M450 130v50M640 130v50" stroke="${D}" stroke-width="18" stroke-linecap="round"/>` +
    [0, 1, 2]
      .flatMap((r) =>
        [0, 1, 2, 3].map(
          (c) => `<rect x="${414 + c * 70}" y="${262 + r * 70}" width="50" height="48" rx="8" fill="${r === 2 && c === 3 ? W : S}"/>`,
        ),
      )
      .join("") +
    `<circle cx="830" cy="390" r="150" fill="${T}"/><circle cx="830" cy="390" r="118" fill="${F}"/>` +
    `<path d="M830 390v-80M830 390l56 34" stroke="${D}" stroke-width="16" stroke-linecap="round"/><circle cx="830" cy="390" r="12" fill="${C}"/>` +
    `<path fill="${W}" d="M960 150a56 56 0 1 0 50 84 46 46 0 0 1-50-84z"/>`,
  "news-free-diabetes-screening-camp-baner": () =>
    `<path fill="${C}" d="M380 250l300-130 300 130z"/><path fill="${F}" d="M380 250h600c0 30-30 40-50 26-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 14-50 0-20 14-50 4-50-26z"/>` +
    `<path d="M400 270v290M960 270v290" stroke="${D}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="590" y="320" width="170" height="240" rx="30" fill="${T}"/><rect x="614" y="346" width="122" height="90" rx="12" fill="${S}"/>` +
    `<path d="M636 392h30l10-20 14 40 10-20h22" fill="none" stroke="${D}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="675" cy="490" r="26" fill="${D}"/><rect x="660" y="270" width="30" height="56" fill="${F}" stroke="${D}" stroke-width="6"/>` +
    `<path fill="${W}" d="M820 560v-120c0-40 20-60 50-60s50 20 50 60v120z"/>` +
    drop(870, 330, 0.6, C) +
    sparkle(500, 360, 1, W),
  "news-nabh-reaccreditation": () =>
    `<path fill="${C}" d="M600 360l-70 200 60-30 40 60 60-190z"/><path fill="${T}" d="M760 360l70 200-60-30-40 60-60-190z"/>` +
    `<path fill="${W}" d="` +
    Array.from({ length: 32 }, (_, i) => {
      const a = (i * Math.PI) / 16;
      const r = i % 2 ? 150 : 172;
      return `${i ? "L" : "M"}${Math.round(680 + Math.cos(a) * r)} ${Math.round(270 + Math.sin(a) * r)}`;
    }).join("") +
    `z"/>` +
    `<circle cx="680" cy="270" r="120" fill="${F}"/><circle cx="680" cy="270" r="100" fill="none" stroke="${W}" stroke-width="6" stroke-dasharray="4 14"/>` +
    `<path d="M630 272l36 36 70-76" fill="none" stroke="${T}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>` +
    sparkle(900, 140, 1.4, W) +
    sparkle(450, 200, 1, T) +
    sparkle(940, 400, 0.8, C),
  "news-cpr-training-day-for-schools": () =>
    `<ellipse cx="680" cy="480" rx="300" ry="80" fill="${T}"/>` +
    heart(680, 470, 1.3, C) +
    `<g fill="none" stroke-linecap="round"><path d="M520 90l130 250M840 90L710 340" stroke="${D}" stroke-width="76"/><path d="M520 90l130 250M840 90L710 340" stroke="${W}" stroke-width="56"/></g>` +
    `<path fill="${W}" stroke="${D}" stroke-width="10" stroke-linejoin="round" d="M600 330c0-26 20-40 50-40h60c30 0 50 14 50 40v30c0 20-16 30-36 30h-88c-20 0-36-10-36-30z"/>` +
    `<path d="M630 330v40M665 326v46M700 326v46M735 330v40" stroke="${D}" stroke-width="8" stroke-linecap="round" opacity=".55"/>` +
    `<g fill="none" stroke="${C}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"><path d="M870 250l30 30 30-30M870 300l30 30 30-30"/><path d="M430 250l30 30 30-30M430 300l30 30 30-30"/></g>`,
  "news-new-3-tesla-mri": () =>
    `<rect x="400" y="110" width="480" height="400" rx="120" fill="${F}" stroke="${T}" stroke-width="12"/>` +
    `<circle cx="640" cy="310" r="140" fill="${S}" stroke="${D}" stroke-width="12"/><circle cx="640" cy="310" r="96" fill="${D}"/>` +
    `<path d="M430 170h50M800 170h50" stroke="${C}" stroke-width="12" stroke-linecap="round"/>` +
    `<path fill="${T}" d="M560 352h470c14 0 20 10 20 20v20H540v-20c0-10 6-20 20-20z"/>` +
    `<path d="M640 412v100M960 412v100" stroke="${D}" stroke-width="22" stroke-linecap="round"/><path d="M580 520h440" stroke="${D}" stroke-width="14" stroke-linecap="round"/>` +
    `<path fill="${W}" d="M820 320h140a22 22 0 0 1 0 32H820z"/><circle cx="990" cy="330" r="26" fill="${W}"/>`,
  "news-kidney-transplant-milestone": () =>
    `<g transform="translate(680 320)"><path fill="${C}" d="M-20-190c-110-10-180 80-180 190s70 200 180 190c70-6 90-60 60-110-20-34-20-76 0-110 30-50 10-154-60-160z"/>` +
    `<path fill="#f19a83" d="M-60-120c-60 20-90 80-90 130" fill-opacity="1" stroke="#fff" stroke-opacity=".35" stroke-width="20" stroke-linecap="round"/>` +
    `<path fill="none" stroke="${T}" stroke-width="24" stroke-linecap="round" d="M50-40c60-10 110-10 160-50M50 30c60 10 110 10 160 50"/>` +
    `<path fill="none" stroke="${D}" stroke-width="20" stroke-linecap="round" d="M40 0c50 0 60 60 80 200"/></g>` +
    sparkle(920, 150, 1.6, W) +
    sparkle(460, 130, 1.1, W) +
    sparkle(980, 460, 1, T),
  "news-mother-and-child-wing-opens": () =>
    `<path fill="${S}" d="M760 560V190l120-70 120 70v370z"/>` +
    [210, 290, 370, 450]
      .flatMap((y) => [800, 900].map((x) => `<rect x="${x}" y="${y}" width="60" height="48" rx="8" fill="${F}"/>`))
      .join("") +
    `<g fill="${T}"><circle cx="580" cy="170" r="64"/><path d="M440 560V390c0-90 60-140 140-140s140 50 140 140v170z"/></g>` +
    `<path fill="${W}" d="M470 400c40-30 180-50 230-10 20 20 0 60-40 70-60 16-140 10-180-10-30-16-30-36-10-50z"/>` +
    `<circle cx="500" cy="360" r="46" fill="#f7c274"/>` +
    `<path fill="none" stroke="${D}" stroke-width="22" stroke-linecap="round" d="M460 440c60 40 160 40 240-10"/>` +
    heart(700, 110, 0.6, C),
  "news-blood-donation-drive-with-local-college": () =>
    drop(560, 300, 4.2, C) +
    `<path d="M560 300v110M505 355h110" stroke="${F}" stroke-width="30" stroke-linecap="round"/>` +
    `<path fill="${F}" opacity=".3" d="M470 260c10-50 30-90 60-130-20 50-30 90-30 130z"/>` +
    `<path fill="none" stroke="${D}" stroke-width="12" stroke-linecap="round" d="M860 100v50"/>` +
    `<rect x="770" y="150" width="180" height="270" rx="40" fill="${F}" stroke="${D}" stroke-width="10"/>` +
    `<path fill="${C}" d="M780 270h160v110c0 20-16 34-36 34h-88c-20 0-36-14-36-34z"/>` +
    `<path d="M800 200h50M800 230h80" stroke="${T}" stroke-width="10" stroke-linecap="round"/>` +
    `<path fill="none" stroke="${C}" stroke-width="12" stroke-linecap="round" d="M860 420c0 80-20 120-80 130"/>`,
  "news-new-paediatric-icu": () =>
    `<path d="M380 300v250M820 300v250" stroke="${D}" stroke-width="22" stroke-linecap="round"/>` +
    `<rect x="380" y="430" width="440" height="50" rx="16" fill="${T}"/>` +
    `<path d="M390 330h420" stroke="${D}" stroke-width="14" stroke-linecap="round"/>` +
    [440, 500, 560, 620, 680, 740]
      .map((x) => `<path d="M${x} 330v100" stroke="${D}" stroke-width="10" opacity=".8"/>`)
      .join("") +
    `<g fill="${W}"><circle cx="600" cy="370" r="56"/><circle cx="556" cy="318" r="22"/><circle cx="644" cy="318" r="22"/></g>` +
    `<g fill="${D}"><circle cx="580" cy="364" r="7"/><circle cx="620" cy="364" r="7"/></g><ellipse cx="600" cy="388" rx="16" ry="11" fill="#f7c274"/>` +
    `<path d="M940 300v260M900 560h80" stroke="${D}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="860" y="130" width="160" height="170" rx="20" fill="${D}"/><rect x="878" y="148" width="124" height="104" rx="8" fill="${S}"/>` +
    `<path d="M888 204h24l10-22 14 44 10-22h46" fill="none" stroke="${C}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="900" cy="276" r="8" fill="${W}"/><circle cx="930" cy="276" r="8" fill="${C}"/>`,
  "news-senior-citizens-health-talk-series": () =>
    person(520, 420, 1.35, T) +
    person(780, 440, 1.2, D) +
    `<path fill="none" stroke="${F}" stroke-width="6" d="M756 356a12 12 0 1 0 0 .1M784 356a12 12 0 1 0 0 .1M768 356h4"/>` +
    `<path fill="none" stroke="${W}" stroke-width="18" stroke-linecap="round" d="M880 560V420c0-30 40-30 40 0"/>` +
    `<path fill="${F}" stroke="${T}" stroke-width="10" stroke-linejoin="round" d="M560 90h300c20 0 30 10 30 30v100c0 20-10 30-30 30H700l-50 50v-50h-90c-20 0-30-10-30-30V120c0-20 10-30 30-30z"/>` +
    `<path d="M590 140h200M590 190h140" stroke="${C}" stroke-width="16" stroke-linecap="round"/>` +
    heart(820, 188, 0.45, C),
};

// [file name, title, category]: the seed's articles (lib/server/db/seed/content/blogs/index.json) and news
// items (lib/server/db/seed/content/news/index.json), in the seed's order.
const COVERS = [
  ["heart-attack-warning-signs", "Heart attack: the warning signs that cannot wait", "Heart Health"],
  ["blood-pressure-at-home", "Measuring your blood pressure at home, the right way", "Heart Health"],
  ["monsoon-fevers-in-children", "Monsoon fevers in children: when to worry", "Women & Children"],
  ["thyroid-and-pregnancy", "Thyroid and pregnancy: what every mother-to-be should know", "Women & Children"],
  ["diabetes-during-festivals", "Enjoying festivals with diabetes", "Healthy Living"],
  ["heat-stroke-prevention", "Heat stroke: staying safe in a Pune summer", "Healthy Living"],
  ["knee-replacement-recovery", "Recovering from knee replacement: the first twelve weeks", "Bones & Joints"],
  ["back-pain-at-the-desk", "Back pain at the desk: simple changes that help", "Bones & Joints"],
  ["snoring-and-sleep-apnoea", "Is your snoring sleep apnoea?", "Mind & Sleep"],
  ["exam-stress-in-teenagers", "Exam stress in teenagers: how parents can help", "Mind & Sleep"],
  ["preparing-for-your-hospital-visit", "Preparing for your hospital visit: a checklist", "Patient Guides"],
  ["when-to-go-to-the-emergency-department", "When to go to the emergency department", "Patient Guides"],
  ["screen-time-and-childrens-eyes", "Screen time and your child's eyes", "Women & Children"],
  ["news-wakad-clinic-extended-opd-hours", "Wakad Clinic extends OPD hours to evenings and Sunday mornings", "Hospital News"],
  ["news-free-diabetes-screening-camp-baner", "Free diabetes screening camp draws hundreds of Baner residents", "Community"],
  ["news-nabh-reaccreditation", "Sunrise Multispeciality Hospital renews its NABH accreditation", "Awards & Accreditation"],
  ["news-cpr-training-day-for-schools", "Schoolchildren learn hands-only CPR at our training day", "Community"],
  ["news-new-3-tesla-mri", "New 3 Tesla MRI scanner now in service at Baner", "New Services"],
  ["news-kidney-transplant-milestone", "Our kidney transplant programme completes its 250th transplant", "Hospital News"],
  [
    "news-mother-and-child-wing-opens",
    "New Mother & Child wing brings maternity, NICU and children's care under one roof",
    "New Services",
  ],
  ["news-blood-donation-drive-with-local-college", "Students give 182 units at our blood donation drive", "Community"],
  ["news-new-paediatric-icu", "A new 12-bed paediatric ICU opens in the Mother & Child wing", "New Services"],
  ["news-senior-citizens-health-talk-series", "Free monthly health talks for senior citizens", "Community"],
];

const escapeXml = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

function coverSvg(slug, title, category) {
  const [bg, tint, pattern] = CATEGORIES[category];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img"><title>${escapeXml(title)}</title>` +
    `<defs><pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse" fill="${tint}" stroke="${tint}">${pattern}</pattern></defs>` +
    `<rect width="1200" height="630" fill="${bg}"/><rect width="1200" height="630" fill="url(#p)"/>` +
    `<circle cx="1040" cy="90" r="170" fill="${tint}"/><circle cx="150" cy="560" r="150" fill="${tint}"/>` +
    `<circle cx="680" cy="320" r="290" fill="#fff" opacity=".8"/>` +
    DRAWINGS[slug]() +
    `</svg>\n`
  );
}

mkdirSync(outDir, { recursive: true });
for (const [slug, title, category] of COVERS) {
  writeFileSync(join(outDir, `${slug}.svg`), coverSvg(slug, title, category));
}
console.log(`Wrote ${COVERS.length} article and news covers.`);
