import fs from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { HOME_ICON_NAMES } from "@/lib/contracts/home";
import { SOCIAL_PLATFORMS } from "@/lib/contracts/footer";
import { homeIconId } from "./home-icons";
import { ICON_SPRITE, iconSpriteFile, SpriteIcon } from "./sprite";

const symbolIds = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe("the icon sprite", () => {
  it("the committed public/images/icons.svg is the one the icon sets draw (run npx tsx scripts/generate-icon-sprite.ts after a change)", () => {
    expect(fs.readFileSync(path.join(process.cwd(), "public", ICON_SPRITE), "utf8")).toBe(iconSpriteFile());
  });

  it("has a symbol for every home icon name the content may use, the fallback and every social platform, each id once", () => {
    const ids = symbolIds(iconSpriteFile());
    expect(ids).toEqual([...HOME_ICON_NAMES, "fallback", ...SOCIAL_PLATFORMS]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("an icon refers to its symbol, decorative and out of the tab order, at the size asked", () => {
    const { container } = render(<SpriteIcon id="bed" className="x" size={20} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.getAttribute("class")).toBe("x");
    expect(svg.getAttribute("width")).toBe("20");
    expect(svg.querySelector("use")!.getAttribute("href")).toBe("/images/icons.svg#bed");
  });

  it.each([null, undefined, "", "rocket", "toString", "__proto__", "facebook"])("a home icon name the set does not draw (%p) gets the fallback symbol", (name) => {
    expect(homeIconId(name)).toBe("fallback");
  });

  it("a home icon name the set draws is its own symbol", () => {
    for (const name of HOME_ICON_NAMES) expect(homeIconId(name)).toBe(name);
  });
});
