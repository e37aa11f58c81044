import { expect, test, type Page } from "@playwright/test";
import { expectAnchorTargetBelowHeader, expectShiftTabNeverHidesFocus, Shell } from "./pages/shell";

/** From the smallest phone to a wide desktop, with the widths around the desktop nav's breakpoint. */
const WIDTHS = [320, 360, 390, 768, 1023, 1024, 1050, 1100, 1114, 1200, 1279, 1280, 1440, 1920];
/** Where the desktop navigation (and its Book Appointment) replaces the menu button. */
const DESKTOP_NAV_FROM = 1024;

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("header layout", () => {
  // Each page is loaded once and the window resized through every width (as a visitor
  // resizing it would): the layout answers to the width alone, so 3 loads prove what 42 did.
  for (const path of ["/", "/services-v2", "/contactUs"]) {
    test(`${path} scrolls sideways at no width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({ page }) => {
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => sidewaysOverflow(page), { message: `${path} at ${width} px` }).toBeLessThanOrEqual(0);
      }
    });
  }

  test("Book Appointment and every item of the bar are fully visible at every width (the menu's below the desktop nav's breakpoint)", async ({ page }) => {
    await page.goto("/contactUs");
    const shell = new Shell(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      if (width >= DESKTOP_NAV_FROM) {
        await expect(shell.mainNav(), `at ${width} px`).toBeVisible();
        await expect(shell.mainNav().getByRole("link", { name: "Book Appointment" }), `at ${width} px`).toBeInViewport({ ratio: 1 });
        // Every item of the bar is on screen, not pushed past its right edge.
        for (const link of await shell.mainNav().getByRole("link").all()) await expect(link, `at ${width} px`).toBeInViewport({ ratio: 1 });
      } else {
        await expect(shell.mainNav(), `at ${width} px`).toBeHidden();
        await shell.menuButton().click();
        await expect(page.getByRole("dialog").getByRole("link", { name: "Book Appointment" }), `at ${width} px`).toBeInViewport({ ratio: 1 });
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
      }
    }
  });

  for (const width of [1024, 1280, 1440]) {
    test(`at ${width} px Shift+Tab never leaves the focused element under the sticky header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await expectShiftTabNeverHidesFocus(page, "/");
    });

    test(`at ${width} px an in-page link's target lands below the sticky header`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await expectAnchorTargetBelowHeader(page, "/services-v2");
    });
  }

  test("the scroll padding follows the header's height when it changes (text zoom, wrapping)", async ({ page }) => {
    await page.goto("/services-v2");
    const padding = () => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    const headerHeight = () => new Shell(page).header().evaluate((el) => el.getBoundingClientRect().height);
    expect(await padding()).toBeGreaterThanOrEqual(await headerHeight());
    // Larger text makes a taller header; the padding must follow it.
    await page.addStyleTag({ content: "header { font-size: 150% !important; padding-block: 20px !important; }" });
    await expect.poll(async () => (await padding()) - (await headerHeight())).toBeGreaterThanOrEqual(0);
  });
});
