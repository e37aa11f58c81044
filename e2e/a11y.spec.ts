import { expect, test } from "@playwright/test";
import { noAxeViolations } from "./pages/axe";
import { Shell } from "./pages/shell";

const PAGES = ["/", "/not-a-real-page", "/specialityList", "/specialities/cardiology", "/contactUs", "/appointment"];

for (const path of PAGES) {
  test(`axe-core finds no WCAG 2.2 AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await noAxeViolations(page);
  });
}

test("axe-core finds no violations with the specialities dropdown and the chat open", async ({ page }) => {
  await page.goto("/");
  const shell = new Shell(page);
  await shell.specialitiesToggle().click();
  await expect((await shell.specialitiesPanel()).getByRole("link", { name: /View All Specialities/ })).toBeVisible();
  await noAxeViolations(page);
  await page.keyboard.press("Escape");
  await shell.openChat();
  await expect(page.getByRole("dialog", { name: "Help chat" })).toBeVisible();
  await noAxeViolations(page);
});
