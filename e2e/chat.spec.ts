import { expect, test } from "@playwright/test";
import { Shell } from "./pages/shell";

test("a visitor asks the help chat an FAQ and a free-text question, then resets it", async ({ page }) => {
  await page.goto("/");
  await new Shell(page).openChat();
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

test("the chat's answers link to the pages they name, and the links take the visitor there", async ({ page }) => {
  await page.goto("/");
  await new Shell(page).openChat();
  const chat = page.getByRole("dialog", { name: "Help chat" });
  const log = chat.getByRole("log");

  // An FAQ answer: the booking page is a link, not the text "/appointment".
  await chat.getByRole("button", { name: /Appointments & Scheduling/ }).click();
  await chat.getByRole("button", { name: "How do I book an appointment?" }).click();
  const book = log.getByRole("link", { name: "Book Appointment" });
  await expect(book).toHaveAttribute("href", "/appointment");

  // A keyword reply: the doctors page is a link, not "(/doctorList)".
  const input = chat.getByRole("textbox", { name: "Your message" });
  await input.fill("Where can I see your doctors?");
  await input.press("Enter");
  const doctors = log.getByRole("link", { name: "Doctors" });
  await expect(doctors).toHaveAttribute("href", "/doctorList");
  await expect(log).not.toContainText("(/");

  // Reached and followed by keyboard.
  await doctors.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/doctorList$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a Doctor");
});
