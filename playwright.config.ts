import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/lib/chromium";

/**
 * e2e against the production build (`npm run test:e2e` builds it first) on its own data
 * folder, created fresh and seeded on start. Debian's Chromium headless shell (the package
 * chromium-headless-shell: the same engine without the browser's UI, what Playwright itself
 * runs headless; about half the CPU of the full browser on these 2-core machines), never a
 * downloaded browser.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// One data folder per port, so two e2e runs on different ports never share a PGlite folder.
export const E2E_DATA_DIR = E2E_PORT === 3100 ? ".data-e2e" : `.data-e2e-${E2E_PORT}`;
// "localhost", not 127.0.0.1: a passkey's relying party is the site's host, which WebAuthn
// refuses to be an IP address (browsers treat localhost as a secure context, as https).
const baseURL = `http://localhost:${E2E_PORT}`;
/** The console's first admin in the e2e database. */
export const E2E_ADMIN = { email: "priya.deshmukh@hospital.example", password: "kettle-monsoon-harbour-42", name: "Priya Deshmukh" };

export default defineConfig({
  testDir: "e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL,
    // A trace records every action with screenshots (about a quarter of the suite's CPU, even
    // when it is thrown away): kept for local runs, off in CI, which keeps a failure's screenshot.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Two more production servers on one PostgreSQL and one Redis (no browser needed). First:
    // workers take tests in the order of the projects, and this serial file, last, would run
    // alone on one worker while the other waited.
    { name: "instances", testMatch: /two-instances\.spec\.ts/ },
    // The first administrator's first sign-in, which sets up their second factor (e2e/console.setup.ts).
    { name: "setup", testMatch: /console\.setup\.ts/ },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } }, testIgnore: /(mobile|cache-growth|two-instances)\.spec\.ts/, dependencies: ["setup"] },
    { name: "mobile", use: { viewport: { width: 390, height: 844 }, hasTouch: true }, testMatch: /mobile\.spec\.ts/, dependencies: ["setup"] },
    // Measures the cache on disk: alone, after every other spec, so none adds entries meanwhile.
    { name: "cache", testMatch: /cache-growth\.spec\.ts/, dependencies: ["desktop", "mobile"] },
  ],
  webServer: {
    // A fresh database each run (the page cache lives in the server's memory: nothing of an earlier run survives).
    // The console's first admin comes from `npm run staff:create`, as the README tells a hospital.
    command: `rm -rf ${E2E_DATA_DIR} ${E2E_DATA_DIR}.log && STAFF_PASSWORD='${E2E_ADMIN.password}' npx tsx --conditions=react-server scripts/staff-create.ts --email ${E2E_ADMIN.email} --role admin --name '${E2E_ADMIN.name}' && node dist/server.mjs 2>&1 | tee ${E2E_DATA_DIR}.log`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    // Waitlist offers at any hour: the e2e journey cannot wait for 08:00 (the rule is proven in jest with a clock).
    env: { DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), SITE_URL: baseURL, NEXT_TELEMETRY_DISABLED: "1", WAITLIST_QUIET_HOURS: "off" },
  },
});
