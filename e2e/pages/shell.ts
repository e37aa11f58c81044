import { expect, type Page } from "@playwright/test";

/** The shared shell as a visitor (and a screen reader) sees it. */
export class Shell {
  constructor(readonly page: Page) {}

  mainNav = () => this.page.getByRole("navigation", { name: "Main" });
  footer = () => this.page.getByRole("contentinfo");
  heading = () => this.page.getByRole("heading", { level: 1 });
  emergencyLink = () => this.page.getByRole("link", { name: /24x7 Emergency/ }).first();
  specialitiesToggle = () => this.page.getByRole("button", { name: "Specialities menu" });
  /** The dropdown panel the Specialities toggle controls. */
  async specialitiesPanel() {
    const id = await this.specialitiesToggle().getAttribute("aria-controls");
    return this.page.locator(`[id="${id}"]`);
  }
  chatLauncher = () => this.page.getByRole("button", { name: /help chat/i });

  async expectShell() {
    await expect(this.emergencyLink()).toBeVisible();
    await expect(this.page.getByText(/COVID-19 vaccination/)).toBeVisible();
    await expect(this.footer()).toBeVisible();
    await expect(this.chatLauncher()).toBeVisible();
  }
}
