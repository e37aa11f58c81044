import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";

test.describe("mobile menu", () => {
  test("opens as a full-width side panel without the specialities dropdown, traps focus and closes on Escape", async ({ page }) => {
    await page.goto("/");
    const shell = new Shell(page);
    await expect(shell.mainNav()).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    const panel = page.getByRole("dialog");
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await expect(panel.getByRole("link", { name: "Specialities", exact: true })).toHaveAttribute("href", "/specialityList");
    await expect(panel.getByRole("button", { name: "Specialities menu" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Book Appointment" })).toBeVisible();

    // Focus stays inside the panel however far one tabs.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
  });

  test("closes on navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  test("the page fits a 360 px wide phone without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
