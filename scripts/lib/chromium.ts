/**
 * Flags for Debian's Chromium on these machines (shared/TOOLCHAIN.md), for Playwright and for
 * Lighthouse. Without the background-networking ones Chromium keeps trying to reach the
 * closed network.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
