import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";

test("the footer shows the stored sections, social links, contact details and legal links, and no video block while no video is set", async ({ page }) => {
  await page.goto("/about");
  const footer = new Shell(page).footer();
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  for (const [name, href] of [
    ["Home", "/"],
    ["About Us", "/about"],
    ["Contact Us", "/contactUs"],
    ["Gallery", "/gallery"],
    ["Patient Testimonials", "/patients"],
    ["Health Blogs", "/bloglist"],
  ]) {
    await expect(quick.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  const services = footer.getByRole("navigation", { name: "Medical Services" });
  await expect(services.getByRole("link", { name: "All Services" })).toHaveAttribute("href", "/services-v2");
  await expect(services.getByRole("link", { name: "Find a Doctor" })).toHaveAttribute("href", "/doctorList");

  for (const label of ["Facebook", "Instagram", "YouTube", "LinkedIn"]) {
    await expect(footer.getByRole("link", { name: new RegExp(label) })).toHaveAttribute("target", "_blank");
  }
  await expect(footer.locator("address")).toContainText("14 Riverside Road, Baner");
  // The demo hospital has no tour video yet (the block is shown once staff set one: site-footer.test.tsx).
  await expect(footer.getByRole("link", { name: /Watch the video/ })).toHaveCount(0);

  const legal = footer.getByRole("navigation", { name: "Legal" });
  await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/Privacy");
  await expect(legal.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/Terms");
  await expect(legal.getByText("Medical Disclaimer")).toBeVisible();
  await expect(legal.getByRole("link", { name: "Medical Disclaimer" })).toHaveCount(0);

  await expect(footer).toContainText(`© ${new Date().getFullYear()} Sunrise Multispeciality Hospital`);
  await expect(footer).not.toContainText("{year}");
});
