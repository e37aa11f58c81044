import { expect, type Page } from "@playwright/test";

/** The smallest file a PDF reader opens (and the upload's content check accepts as a PDF). */
const TINY_PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

/** Opens the first open position from /career, on its application form. */
export async function openFirstPosition(page: Page): Promise<void> {
  await page.goto("/career");
  await page.locator("section", { has: page.getByRole("heading", { name: "Open positions" }) }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "Apply for this position" })).toBeVisible();
}

/** Fills the open application form as an applicant would, with a PDF résumé, and sends it; waits for the confirmation. */
export async function sendApplication(page: Page, applicant: { name: string; email: string; phone: string; file?: string }): Promise<void> {
  await page.getByLabel("Full name").fill(applicant.name);
  await page.getByLabel("E-mail").fill(applicant.email);
  await page.getByLabel("Mobile number").fill(applicant.phone);
  await page.getByLabel("Years of experience").fill("6");
  await page.getByLabel("Résumé").setInputFiles({ name: applicant.file ?? "cv.pdf", mimeType: "application/pdf", buffer: TINY_PDF });
  await page.getByRole("button", { name: "Send the application" }).click();
  await expect(page.getByRole("status").filter({ hasText: /has reached us \(reference JA-/ })).toBeVisible({ timeout: 20_000 });
}
