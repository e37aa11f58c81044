import { existsSync } from "node:fs";
import { join } from "node:path";
import { SPECIALITIES_SEED } from "./specialities";

const PUBLIC_DIR = join(process.cwd(), "public");

describe("SPECIALITIES_SEED", () => {
  it("has at least 20 specialities", () => {
    expect(SPECIALITIES_SEED.length).toBeGreaterThanOrEqual(20);
  });

  it("has unique names (case-insensitive, as the database index requires) and unique slugs", () => {
    const names = SPECIALITIES_SEED.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const slugs = SPECIALITIES_SEED.map((s) => s.slug).filter((slug): slug is string => slug !== null);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("uses kebab-case slugs", () => {
    for (const { slug } of SPECIALITIES_SEED) {
      if (slug !== null) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("points every thumbnail at an SVG file that exists under public/", () => {
    for (const { name, thumbnailImage } of SPECIALITIES_SEED) {
      if (thumbnailImage === null) continue;
      expect(thumbnailImage).toMatch(/^\/images\/specialities\/[a-z0-9-]+\.svg$/);
      expect({ name, exists: existsSync(join(PUBLIC_DIR, thumbnailImage)) }).toEqual({ name, exists: true });
    }
  });

  it("has exactly one speciality without a slug, so its page is addressed by id", () => {
    expect(SPECIALITIES_SEED.filter((s) => s.slug === null).map((s) => s.name)).toEqual(["Sleep Medicine"]);
  });

  it("exercises the description fallbacks: exactly one hero-only and one with neither description", () => {
    const heroOnly = SPECIALITIES_SEED.filter((s) => s.overviewDescription === null && s.heroDescription !== null);
    const neither = SPECIALITIES_SEED.filter((s) => s.overviewDescription === null && s.heroDescription === null);
    const overviewMissingHero = SPECIALITIES_SEED.filter((s) => s.overviewDescription !== null && s.heroDescription === null);
    expect(heroOnly).toHaveLength(1);
    expect(neither).toHaveLength(1);
    expect(overviewMissingHero).toHaveLength(0);
  });

  it("gives every other speciality a non-empty overview and hero line", () => {
    for (const s of SPECIALITIES_SEED) {
      if (s.overviewDescription !== null) expect(s.overviewDescription.trim().length).toBeGreaterThan(40);
      if (s.heroDescription !== null) expect(s.heroDescription.trim().length).toBeGreaterThan(10);
    }
  });
});
