import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA, as axe-core tags it. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Asserts that axe-core finds no WCAG 2.2 AA violation on the page as it is now, naming each
 * violation's rule and elements. Only violations come back whole (axe's resultTypes): the
 * passes, which nothing reads, would be serialised from the page on every call.
 *
 * Legacy mode runs axe in the page itself: by default @axe-core/playwright opens a blank page
 * for every scan to merge the results of each frame, which doubled each scan's time in the
 * e2e suite (2.3 against 1.2 s on the home page). What legacy mode gives up is the scan of
 * cross-origin frames, and the site has no frames.
 */
export async function noAxeViolations(page: Page) {
  // From the top of the page: on a phone, a field scrolled under the sticky header would read as
  // an obscured target (target-size) or not, by where the last action left the scroll.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  // A toast fading in or out is half transparent: axe would measure its contrast mid-animation.
  // Waiting for the fade-in is not enough: a 2-second success toast starts fading out while the
  // scan runs (seen in the my-data journey under load: "color-contrast: div[data-title]"). With
  // reduced motion (which sonner honours) a toast is either whole or gone, for the scan only.
  await page.emulateMedia({ reducedMotion: "reduce" });
  let results;
  try {
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    // options() replaces the options object: it goes first, or it would drop the tags and run every rule.
    results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] }).withTags(AXE_TAGS).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
