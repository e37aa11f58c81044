import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";

test.describe("desktop header", () => {
  test("shows the emergency line as a tel: link and the nine navigation items with Book Appointment", async ({ page }) => {
    await page.goto("/");
    const shell = new Shell(page);
    await expect(shell.emergencyLink()).toHaveAttribute("href", /^tel:\+\d+$/);
    const nav = shell.mainNav();
    for (const [name, href] of [
      ["Home", "/"],
      ["Specialities", "/specialityList"],
      ["Services", "/services-v2"],
      ["Doctors", "/doctorList"],
      ["Patients", "/patients"],
      ["Gallery", "/gallery"],
      ["About Us", "/about"],
      ["Careers", "/career"],
      ["Contact Us", "/contactUs"],
      ["Book Appointment", "/appointment"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("the specialities dropdown loads once on hover, shows three columns and a preview that follows the pointer", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (r) => r.url().includes("/api/web/speciality-v2/list-user") && calls.push(r.method()));
    await page.goto("/");
    expect(calls).toHaveLength(0);

    const nav = new Shell(page).mainNav();
    await nav.getByRole("link", { name: "Specialities", exact: true }).hover();
    const panel = await new Shell(page).specialitiesPanel();
    const viewAll = panel.getByRole("link", { name: /View All Specialities/ });
    await expect(viewAll).toBeVisible();
    await expect(panel.getByRole("link", { name: "Cardiology", exact: true })).toBeVisible();
    expect(calls).toEqual(["POST"]);

    const preview = panel.getByRole("link", { name: /Learn More/ });
    await expect(preview).toHaveAttribute("href", "/specialities/cardiology");
    await panel.getByRole("link", { name: "Neurology", exact: true }).hover();
    await expect(preview).toHaveAttribute("href", "/specialities/neurology");

    // Three columns of entries, side by side.
    const columns = panel.getByRole("list");
    await expect(columns).toHaveCount(3);
    const tops = await columns.evaluateAll((lists) => lists.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    // Leaving closes it (after 150 ms); opening again does not fetch again.
    await page.mouse.move(640, 780);
    await expect(viewAll).toBeHidden();
    await nav.getByRole("link", { name: "Specialities", exact: true }).hover();
    await expect(viewAll).toBeVisible();
    expect(calls).toEqual(["POST"]);
  });

  test("the specialities dropdown works by keyboard and its entries lead to the speciality page", async ({ page }) => {
    await page.goto("/");
    const toggle = new Shell(page).specialitiesToggle();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = await new Shell(page).specialitiesPanel();
    const entry = panel.getByRole("link", { name: "Orthopaedics", exact: true });
    await expect(entry).toBeVisible();
    await entry.focus();
    await expect(panel.getByRole("link", { name: /Learn More/ })).toHaveAttribute("href", "/specialities/orthopaedics");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/specialities\/orthopaedics$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Orthopaedics");
  });

  test("Escape closes the dropdown and returns focus to its toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = new Shell(page).specialitiesToggle();
    await toggle.focus();
    await page.keyboard.press("Enter");
    const viewAll = (await new Shell(page).specialitiesPanel()).getByRole("link", { name: /View All Specialities/ });
    await expect(viewAll).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(viewAll).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
