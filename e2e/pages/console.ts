import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { generate } from "otplib";
import { E2E_DATA_DIR } from "../../playwright.config";

// Signing in to the console as a person does: the password, then the second factor. An account's
// first sign-in sets up an authenticator app through the page (its key read off the page, as a
// person types it into their app); later sign-ins type the app's code, computed from that key
// (RFC 6238) at the moment it is typed. No test bypass: the server checks every code.

/** The app keys of accounts enrolled in this run, kept in the run's data folder so every worker can make codes. */
const KEYS_FILE = path.join(E2E_DATA_DIR, "e2e-app-keys.json");
/** The browser state of the shared admin's session, signed in once by the setup project. */
export const ADMIN_STATE = path.join(E2E_DATA_DIR, "e2e-admin-state.json");

const readKeys = (): Record<string, string> => (fs.existsSync(KEYS_FILE) ? (JSON.parse(fs.readFileSync(KEYS_FILE, "utf8")) as Record<string, string>) : {});

function keepKey(email: string, key: string): void {
  fs.writeFileSync(KEYS_FILE, JSON.stringify({ ...readKeys(), [email]: key }));
}

/** The authenticator app's key of an account enrolled in this run. */
export function appKeyOf(email: string): string {
  const key = readKeys()[email];
  if (!key) throw new Error(`${email} has no authenticator app enrolled in this run`);
  return key;
}

/** The code an app with `key` shows `offsetSteps` 30-second steps from now. */
const appCode = (key: string, offsetSteps = 0): Promise<string> => generate({ secret: key, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

export interface StaffLogin {
  email: string;
  password: string;
}

/**
 * Types the e-mail and password on the sign-in page (the page must show it), once the page has
 * loaded: after a sign-out the address changes before the new page is there, and what is typed
 * into the old one, or into the new one before its script runs, is lost.
 */
export async function givePassword(page: Page, who: StaffLogin): Promise<void> {
  await page.waitForLoadState("load");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Signs in from `path` (a console page: it sends the browser to the sign-in and back): the
 * password, then the app's code; an account without a factor sets up its app first, keeping its
 * recovery codes (answered).
 */
export async function signIn(page: Page, who: StaffLogin, pagePath = "/admin"): Promise<{ recoveryCodes: string[]; code: string }> {
  await page.goto(pagePath);
  await givePassword(page, who);
  const enrol = page.getByRole("heading", { name: "Set up your second factor" });
  const code = page.getByRole("textbox", { name: "Code from your authenticator app" });
  await expect(enrol.or(code)).toBeVisible();
  const given = (await enrol.isVisible()) ? await enrolApp(page, who.email) : { recoveryCodes: [], code: await giveAppCode(page, appKeyOf(who.email)) };
  await expect(page).toHaveURL(new RegExp(`${pagePath.replace(/[?]/g, "\\?")}$`));
  return given;
}

/** Sets up an authenticator app at a first sign-in: the key read off the page, its code, then the recovery codes kept and the console opened. */
async function enrolApp(page: Page, email: string): Promise<{ recoveryCodes: string[]; code: string }> {
  await page.getByRole("radio", { name: "With an authenticator app on your phone" }).check();
  await page.getByRole("button", { name: "Show the QR code" }).click();
  await expect(page.getByRole("img", { name: "QR code to add the staff console to your authenticator app" })).toBeVisible();
  const key = (await page.locator("code").first().innerText()).replace(/\s+/g, "");
  keepKey(email, key);
  const code = await appCode(key);
  await page.getByLabel("The code your app shows now").fill(code);
  await page.getByRole("button", { name: "Confirm the app" }).click();
  const codes = page.getByRole("list", { name: /recovery codes/i }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allInnerTexts()).map((c) => c.trim());
  await page.getByRole("checkbox", { name: "I have kept my recovery codes somewhere safe" }).check();
  await page.getByRole("button", { name: "Continue to the console" }).click();
  return { recoveryCodes, code };
}

/**
 * Types the app's code and signs in. A code is taken once: when another sign-in of the account
 * (another worker's) took this step's code a moment ago, the next step's code is taken a step
 * early, as the server allows; when both are taken, the same once the next step has come.
 */
export async function giveAppCode(page: Page, key: string): Promise<string> {
  const field = page.getByRole("textbox", { name: "Code from your authenticator app" });
  for (let round = 0; round < 3; round += 1) {
    if (round > 0) {
      // As a person waits for their app's next code: the test is given that time on top of its own.
      const wait = 30_000 - (Date.now() % 30_000) + 500;
      test.info().setTimeout(test.info().timeout + wait);
      await page.waitForTimeout(wait);
    }
    for (const offset of [0, 1]) {
      const code = await appCode(key, offset);
      await field.fill(code);
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/admin/auth/factor/verify"));
      await page.getByRole("button", { name: "Sign in" }).click();
      if ((await answer).ok()) return code;
    }
  }
  throw new Error("no code of the app was taken");
}

/** A new browser signed in as the shared admin (the setup project's session: no sign-in of its own). */
export async function asSharedAdmin(browser: Browser): Promise<Page> {
  return (await browser.newContext({ storageState: ADMIN_STATE })).newPage();
}
