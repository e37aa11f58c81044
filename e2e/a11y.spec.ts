import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";

const PAGES = ["/", "/not-a-real-page", "/specialityList", "/specialities/cardiology", "/contactUs", "/appointment"];

for (const path of PAGES) {
  test(`axe-core finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("axe-core finds no violations with the specialities dropdown and the chat open", async ({ page }) => {
  await page.goto("/");
  const shell = new Shell(page);
  await shell.specialitiesToggle().click();
  await expect((await shell.specialitiesPanel()).getByRole("link", { name: /View All Specialities/ })).toBeVisible();
  let results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /Open help chat/ }).click();
  await expect(page.getByRole("dialog", { name: "Help chat" })).toBeVisible();
  results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
