import fs from "node:fs";
import path from "node:path";
import { LOCALE_FACTS, TRANSLATED_LOCALES } from "./locales";

describe("the languages' own names", () => {
  it("are all in the switcher's small font (scripts/generate-language-font.mjs): a name changed there needs the font made again", () => {
    const script = fs.readFileSync(path.join(process.cwd(), "scripts", "generate-language-font.mjs"), "utf8");
    const glyphs = script.match(/LANGUAGE_NAMES = "([^"]*)"/)?.[1] ?? "";
    for (const locale of TRANSLATED_LOCALES) {
      for (const character of LOCALE_FACTS[locale].name) expect([locale, glyphs.includes(character)]).toEqual([locale, true]);
    }
  });
});
