import type { KnipConfig } from "knip";

// Two runs share this configuration (npm run lint runs both): `knip` reads every file, tests
// included; `knip --production` reads only what the site and its scripts ship, from the entries
// marked "!", so code that only tests use shows up as unused (its values: a type ships nothing,
// and the plain run still reports one nothing uses).
const production = process.argv.includes("--production");

const config: KnipConfig = {
  entry: [
    "server/main.ts!",
    // Named by path in next.config.ts (cacheHandler), which knip does not follow.
    "server/page-cache/handler.mjs!",
    "scripts/*.{ts,mjs}!",
    "scripts/bench/prepare-db.ts!",
    // Imported by path at run time by scripts/bench/prepare-db.ts.
    "lib/server/db/seed/bulk-doctors.ts!",
    "test/fixtures/pglite-process.ts",
    "test/lint-snippets.mjs",
    "test/setup-postgres.ts",
    "test/clock-at.ts",
    // Named by the playwright config's setup project (a pattern, which knip's plugin does not read).
    "e2e/*.setup.ts",
  ],
  project: [
    "**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts,scss,sass}!",
    // Test helpers: part of the project, never of production.
    "!test/**!",
    "!e2e/**!",
    "!**/test-*.{ts,tsx}!",
    "!scripts/lib/redis-server.mjs!",
  ],
  ignore: ["scripts/bench/baseline-app/**", "scripts/lib/redis-server.d.mts"],
  ignoreBinaries: ["openssl", "pg_dump", "pg_restore", "apt-get", "redis-server"],
  // The Devanagari font's files are named by path in app/_pages/locale-layout.tsx (next/font/local).
  ignoreDependencies: ["@types/smtp-server", "autocannon", "lighthouse", "@fontsource/noto-sans-devanagari"],
  // In production mode, an export its own module uses too is exported for that module's tests
  // (a constant they compare with, a step they call alone): used, so not reported there. The
  // plain run still reports an export that nothing outside its module imports, tests included.
  ignoreExportsUsedInFile: production,
};

export default config;
