import nextJest from "next/jest.js";

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

// Server-side code: domain functions and route handlers against a real database
// (PGlite by default, PostgreSQL when TEST_PG_URL is set; see test/db.ts).
const server = await createJestConfig({
  ...shared,
  displayName: "server",
  testEnvironment: "node",
  testMatch: ["<rootDir>/lib/server/**/*.test.ts", "<rootDir>/app/**/*.test.ts", "<rootDir>/scripts/**/*.test.mjs", "<rootDir>/deploy/**/*.test.mjs"],
})();

// The production front (scripts/server.mjs, scripts/server/) and the deploy tests are plain
// ESM that Node runs as it is: test them untransformed, as native ESM. Shared .mjs modules under
// lib/ (lib/http/security-headers.mjs) are transformed like any other module the app imports.
server.transformIgnorePatterns = [...(server.transformIgnorePatterns ?? []), "^.+/(scripts|deploy)/.+\\.mjs$"];

// testTimeout is global in jest 30: the server project's real-database and child-process tests need it.
const config = { projects: [client, server], testTimeout: 60_000 };
export default config;
