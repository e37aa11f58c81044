import { expect, test, type Page } from "@playwright/test";
import { Shell } from "./pages/shell";

/** Several times the spinner's 150 ms delay: a spinner that was going to show has shown by then. */
const SETTLE_MS = 600;

/** The page still takes clicks: Playwright's trial click fails when an overlay would receive it. */
async function expectClickable(page: Page) {
  await new Shell(page).mainNav().getByRole("link", { name: "About Us" }).click({ trial: true, timeout: 2_000 });
}

async function expectNoSpinner(shell: Shell) {
  await shell.page.waitForTimeout(SETTLE_MS);
  expect(await shell.spinnerWasShown()).toBe(false);
  await expect(shell.spinner()).toHaveCount(0);
  await expectClickable(shell.page);
}

const IN_PAGE_LINKS: { name: string; path: string; follow: (page: Page) => Promise<void>; hash: RegExp }[] = [
  {
    name: "the skip link, by keyboard",
    path: "/",
    follow: async (page) => {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
      await page.keyboard.press("Enter");
    },
    hash: /#main$/,
  },
  {
    name: "Meet our doctors",
    path: "/specialities/cardiology",
    follow: (page) => page.getByRole("link", { name: "Meet our doctors" }).click(),
    hash: /#our-doctors$/,
  },
  {
    name: "a category chip on /services",
    path: "/services",
    follow: (page) => page.getByRole("navigation", { name: "Service categories" }).getByRole("link").last().click(),
    hash: /#category-/,
  },
  {
    name: "a category chip on /services-v2",
    path: "/services-v2",
    follow: (page) => page.getByRole("navigation", { name: "Service categories" }).getByRole("link").last().click(),
    hash: /#.+$/,
  },
];

test.describe("the page-load spinner", () => {
  for (const link of IN_PAGE_LINKS) {
    test(`${link.name} never raises the spinner, nor do Back and Forward, and the page stays clickable`, async ({ page }) => {
      await page.goto(link.path);
      const shell = new Shell(page);
      await shell.watchSpinner();

      await link.follow(page);
      await expect(page).toHaveURL(link.hash);
      await expectNoSpinner(shell);

      await page.goBack();
      await expect(page).not.toHaveURL(link.hash);
      await expectNoSpinner(shell);

      await page.goForward();
      await expect(page).toHaveURL(link.hash);
      await expectNoSpinner(shell);
    });
  }

  test("a link to the page on screen never raises the spinner", async ({ page }) => {
    await page.goto("/about");
    const shell = new Shell(page);
    await shell.watchSpinner();
    await shell.mainNav().getByRole("link", { name: "About Us" }).click();
    await expectNoSpinner(shell);
  });

  test("a change of page still shows the spinner while it loads and always takes it down once the page is shown", async ({ page }) => {
    await page.goto("/");
    const shell = new Shell(page);
    // Slow every page fetch of the client router, so the 150 ms delay surely passes.
    await page.route(
      (url) => url.searchParams.has("_rsc"),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      },
    );

    // React has taken over the link (its props are on the element): a click before that is the
    // browser's own navigation, which the router's spinner never sees (seen in CI on a busy machine).
    const about = shell.mainNav().getByRole("link", { name: "About Us" });
    await expect.poll(() => about.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")))).toBe(true);
    await about.click();
    await expect(shell.spinner()).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await expect(shell.heading()).toHaveText(/About/);
    await expect(shell.spinner()).toHaveCount(0);
    await expectClickable(page);

    // Back to another page: shown or not (the router may have it cached), it is gone once the page is.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(shell.spinner()).toHaveCount(0);
    await expectClickable(page);

    // A change of query alone is a change of page too.
    await page.goto("/doctorList");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link").last().click();
    await expect(page).toHaveURL(/[?&]page=/);
    await expect(shell.spinner()).toHaveCount(0);
  });
});
