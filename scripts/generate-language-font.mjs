// The switcher names each language in its own script (मराठी, हिंदी) on every page, English ones
// included, where the full Devanagari font is not loaded: this writes public/fonts/language-names.woff2,
// Noto Sans Devanagari (OFL) cut down to the glyphs of those names (a few kB), which
// components/shell/header/site-header.module.scss declares for the switcher alone.
// Run it again when a language's name changes (lib/i18n/locales.ts LOCALE_FACTS):
//   node scripts/generate-language-font.mjs
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const SOURCE = "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2";
const OUT = path.join("public", "fonts", "language-names.woff2");
// The names as lib/i18n/locales.ts spells them (a test keeps the two alike).
const LANGUAGE_NAMES = "मराठी हिंदी";

const subset = await subsetFont(fs.readFileSync(SOURCE), LANGUAGE_NAMES, { targetFormat: "woff2" });
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, subset);
console.log(`${OUT}: ${subset.length} bytes`);
