import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";

test("a visitor asks the help chat an FAQ and a free-text question, then resets it", async ({ page }) => {
  await page.goto("/");
  await new Shell(page).chatLauncher().click();
  const chat = page.getByRole("dialog", { name: "Help chat" });
  await expect(chat).toBeVisible();
  const log = chat.getByRole("log");
  await expect(log).toContainText("Welcome to Sunrise Multispeciality Hospital");
  await expect(chat.getByRole("link", { name: /\+91 20 6720 1000/ })).toHaveAttribute("href", "tel:+912067201000");

  await chat.getByRole("button", { name: /Hospital Information/ }).click();
  await chat.getByRole("button", { name: /visiting hours/i }).first().click();
  await expect(log).toContainText("10:00");

  const input = chat.getByRole("textbox", { name: "Your message" });
  const send = chat.getByRole("button", { name: "Send message" });
  await input.fill("   ");
  await expect(send).toBeDisabled();
  await input.fill("Do you accept my insurance?");
  await input.press("Enter");
  await expect(log).toContainText("Do you accept my insurance?");
  await expect(log.locator("text=/insurance/i")).not.toHaveCount(0);
  await expect(chat.getByRole("status", { name: "Assistant is typing" })).toBeHidden({ timeout: 5000 });

  await chat.getByRole("button", { name: "Reset Chat" }).click();
  await expect(log).not.toContainText("Do you accept my insurance?");
  await expect(chat.getByRole("button", { name: /Appointments & Scheduling/ })).toBeVisible();
});
