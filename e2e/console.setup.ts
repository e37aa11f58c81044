import { expect, test as setup } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { ADMIN_STATE, signIn } from "./pages/console";
import { noAxeViolations } from "./pages/axe";

// Before every browser spec: the first administrator (made by `npm run staff:create`) signs in
// for the first time and sets up an authenticator app, as the README tells a hospital. Specs that
// only need an administrator's console open it with this session (ADMIN_STATE); the specs about
// signing in sign in themselves.

setup("the first administrator sets up an authenticator app at their first sign-in: its QR code and key, a first code, ten recovery codes shown once", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  const { recoveryCodes } = await signIn(page, E2E_ADMIN);
  expect(recoveryCodes).toHaveLength(10);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Today at a glance");
  await noAxeViolations(page);
  await page.context().storageState({ path: ADMIN_STATE });
});
