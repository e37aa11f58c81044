import nextJest from "next/jest.js";

// Cheap password hashing and proof of work for the tests (lib/server/config.ts refuses this
// setting unless NODE_ENV=test, which jest sets). Set here so the workers inherit it.
process.env.TEST_LOW_COST = "1";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    "^server-only$": "<rootDir>/test/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
    // file-type 21 (the last for Node 20) exports only `import` conditions; jest resolves `require`.
    "^file-type$": "<rootDir>/node_modules/file-type/index.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/e2e/", "/.next/"],
};

// Browser-side code: components and pure helpers, in jsdom.
const client = await createJestConfig({
  ...shared,
  displayName: "client",
  testEnvironment: "<rootDir>/test/jsdom-environment.js",
  setupFilesAfterEnv: ["<rootDir>/test/setup-client.ts"],
  testMatch: ["<rootDir>/{components,lib}/**/*.test.{ts,tsx}"],
  testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "<rootDir>/lib/server/"],
})();

// Server-side code: domain functions and route handlers against a real database: in-memory
// PGlite here; the same tests run on PostgreSQL in the server-pg project below (test/db.ts).
const server = await createJestConfig({
  ...shared,
  displayName: "server",
  testEnvironment: "node",
  testMatch: ["<rootDir>/lib/server/**/*.test.ts", "<rootDir>/app/**/*.test.ts", "<rootDir>/server/**/*.test.{ts,mjs}", "<rootDir>/scripts/**/*.test.mjs", "<rootDir>/deploy/**/*.test.mjs"],
})();

// The page cache (server/page-cache, which Next loads as it is), the scripts' helpers and the
// deploy tests are plain ESM: test them untransformed, as native ESM.
server.transformIgnorePatterns = [...(server.transformIgnorePatterns ?? []), "^.+/(scripts|deploy|server/page-cache)/.+\\.mjs$"];

// Again on PostgreSQL, when scripts/jest.ts has found one and named this run's databases
// (TEST_PG_URL, TEST_DB_PREFIX): the domain and database layer, where every query lives (a
// query PGlite takes can still fail on PostgreSQL's driver), and the route tests that race
// requests for one slot or one payment (PostgreSQL runs them truly at once), and the console's
// translations, whose save reads the English it records under the record's row lock. The other
// route tests prove HTTP handling, which no engine changes: PGlite alone.
const serverPg = {
  ...server,
  displayName: "server-pg",
  testMatch: ["<rootDir>/lib/server/**/*.test.ts", "<rootDir>/app/api/admin-desk.test.ts", "<rootDir>/app/api/admin-translations.test.ts"],
  setupFiles: [...(server.setupFiles ?? []), "<rootDir>/test/setup-postgres.ts"],
};

// testTimeout is global in jest 30: the server project's real-database and child-process tests need it.
// Every core is a worker (jest's default leaves one idle, which is half of a 2-core machine).
// The global setup makes the folder of this run's database templates (test/db.ts).
// npm run test:dates moves the clock of the PGlite projects (test/clock-at.ts); PostgreSQL's own clock cannot move.
const atClock = (project) => ({ ...project, setupFiles: [...(project.setupFiles ?? []), "<rootDir>/test/clock-at.ts"] });
const config = {
  projects: process.env.TEST_CLOCK_AT
    ? [atClock(client), atClock(server)]
    : process.env.TEST_PG_URL && process.env.TEST_DB_PREFIX
      ? [client, server, serverPg]
      : [client, server],
  testTimeout: 60_000,
  maxWorkers: "100%",
  globalSetup: "<rootDir>/test/jest-global-setup.mjs",
  globalTeardown: "<rootDir>/test/jest-global-teardown.mjs",
};
export default config;
