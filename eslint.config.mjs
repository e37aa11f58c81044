import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// docs/ARCHITECTURE.md "Layers": imports point down only. One `no-restricted-imports` setting per
// file group (a later setting replaces an earlier one, so each repeats the next/link rule).
const NEXT_LINK = {
  name: "next/link",
  importNames: ["default"],
  message: "Use Link from @/components/ui/link (no prefetching of per-request pages).",
};
const NO_SERVER = {
  regex: "^(@/lib/server|(\\.\\./)+(lib/)?server|\\./server)(/|$)",
  message: "lib/server is server-only: take the data as props, or a type from lib/contracts.",
};
const NO_BROWSER_CLIENT = {
  regex: "^(@/lib/api|(\\.\\./)+(lib/)?api)(/|$)",
  message: "Pure modules do not import the browser's client (lib/api).",
};
const ONLY_ZOD_AND_PURE = {
  regex: "^(?!zod$|libphonenumber-js(/|$)|\\.\\.?/|@/lib/)",
  message: "lib/contracts imports nothing but zod, libphonenumber-js and other pure modules.",
};
const NO_UI = {
  regex: "^(@/|(\\.\\./)+)(components|app)(/|$)",
  message: "Pure modules do not import components or routes.",
};
const NO_HTTP_ERRORS = {
  regex: "^(@/lib/server/api|(\\.\\./)+api)/errors$",
  message: "Domains raise DomainError (and notFound, validationError) from @/lib/errors; the route wrapper answers them.",
};
// A component calls the typed functions of lib/api (calls.ts, console-calls.ts), never a raw client
// with a path and an answer type of its own; SWR hooks live in lib/api/hooks, keyed by their call.
const NO_RAW_CALLS = {
  regex: "^(@/lib/api|(\\.\\./)+(lib/)?api)/client$",
  importNames: ["apiPost", "apiPostForFile", "apiUpload"],
  message: "Call the typed function of lib/api/calls.ts: a component names no API path and no answer type.",
};
const NO_RAW_CONSOLE_CALLS = {
  regex: "^(@/lib/api|(\\.\\./)+(lib/)?api)/console-client$",
  importNames: ["consoleApi", "consolePost", "consolePostForm", "consolePostAnswering"],
  message: "Call the typed function of lib/api/console-calls.ts: a component names no API path and no answer type.",
};
const NO_SWR_HOOK = {
  regex: "^swr$",
  importNames: ["default", "useSWR"],
  message: "An SWR hook lives in lib/api/hooks, its key made by callKey from a typed call.",
};
const restrictImports = (...patterns) => ["error", { paths: [NEXT_LINK], patterns }];
// no-restricted-imports sees static imports only: a dynamic import() or require() of
// lib/server from a layer above it is refused by syntax.
const NO_DYNAMIC_SERVER = [
  "error",
  {
    // "/" written as \u002F: a selector's regular expression ends at its first slash.
    selector: [
      "ImportExpression[source.value=/(^|[@.\\u002F])(lib\\u002F)?server($|\\u002F)/]",
      "CallExpression[callee.name='require'][arguments.0.value=/(^|[@.\\u002F])(lib\\u002F)?server($|\\u002F)/]",
    ].join(", "),
    message: NO_SERVER.message,
  },
];

// Words a visitor reads come from the message catalogues (lib/i18n/messages), in the page's
// language: no sentence typed into a component's markup. For the public components and pages
// already in every language (the rest of the site follows, folder by folder).
const LOCALIZED_FILES = [
  "components/shell/**/*.tsx",
  "components/specialities/**/*.tsx",
  "components/doctors/doctor-card.tsx",
  "components/doctors/doctor-facts.tsx",
  "components/doctors/doctor-grid.tsx",
  "components/doctors/doctor-photo.tsx",
  "components/doctors/doctor-profile.tsx",
  "components/doctors/opd-table.tsx",
  "components/services/booking-cta.tsx",
  "components/services/service-cards.tsx",
  "components/services/service-catalogue.tsx",
  "components/services/service-detail.tsx",
  "components/ui/page-header.tsx",
  "components/ui/out-of-date-notice.tsx",
  "components/ui/error-view.tsx",
  "components/not-found/**/*.tsx",
  "components/home/**/*.tsx",
  "components/contact/**/*.tsx",
  "app/_pages/**/*.tsx",
  "app/mr/**/*.tsx",
  "app/hi/**/*.tsx",
];
const WORDS_MESSAGE = "A visitor's words come from the catalogues (lib/i18n/messages) through t(\"…\"), in the page's language.";
const NO_LITERAL_WORDS = [
  { selector: "JSXText[value=/[A-Za-z]{2,}[,.:;!?']?\\s+[A-Za-z]{2,}/]", message: WORDS_MESSAGE },
  { selector: "JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}[,.:;!?']?\\s+[A-Za-z]{2,}/]", message: WORDS_MESSAGE },
  { selector: "JSXAttribute[name.name=/^(aria-label|alt|title|placeholder)$/] > Literal[value=/[A-Za-z]{2,}/]", message: WORDS_MESSAGE },
];

/** The layer rules by file group; lib/layers-lint.test.ts proves each one fires. */
const layerRules = [
  {
    files: ["components/**/*.{ts,tsx}", "lib/api/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports(NO_SERVER), "no-restricted-syntax": NO_DYNAMIC_SERVER },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports(NO_SERVER, NO_RAW_CALLS, NO_RAW_CONSOLE_CALLS, NO_SWR_HOOK) },
  },
  {
    // Pure lib: everything under lib/ but the server and the browser's client.
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/server/**", "lib/api/**", "lib/contracts/**", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictImports(NO_SERVER, NO_BROWSER_CLIENT, NO_UI), "no-restricted-syntax": NO_DYNAMIC_SERVER },
  },
  {
    files: ["lib/contracts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrictImports(NO_SERVER, NO_BROWSER_CLIENT, NO_UI, ONLY_ZOD_AND_PURE),
      "no-restricted-syntax": NO_DYNAMIC_SERVER,
    },
  },
  {
    // A write answers only once its pages are expired in the shared store (lib/server/cache.ts).
    // Tests may hold the promise to watch it settle.
    files: ["app/**/*.{ts,tsx}", "lib/server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          // Awaited where it is called (or handed on: returned, in an array for Promise.all, an
          // arrow's result); a statement, `void`, a variable or a .then() chain is not.
          selector: ":not(AwaitExpression, ReturnStatement, ArrayExpression, ArrowFunctionExpression) > CallExpression[callee.name=/^(revalidateTags|expireTagsInStore)$/]",
          message: "await revalidateTags(…) and expireTagsInStore(…): the write answers once the tags' time is in the shared page cache.",
        },
      ],
    },
  },
  {
    // The localized components and pages keep their other syntax rules (a later setting of a rule replaces an earlier one).
    files: LOCALIZED_FILES,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", NO_DYNAMIC_SERVER[1], ...NO_LITERAL_WORDS] },
  },
  {
    files: LOCALIZED_FILES.filter((pattern) => pattern.startsWith("app/")),
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...NO_LITERAL_WORDS,
        {
          selector: ":not(AwaitExpression, ReturnStatement, ArrayExpression, ArrowFunctionExpression) > CallExpression[callee.name=/^(revalidateTags|expireTagsInStore)$/]",
          message: "await revalidateTags(…) and expireTagsInStore(…): the write answers once the tags' time is in the shared page cache.",
        },
      ],
    },
  },
  {
    // The domains: every folder of lib/server but the HTTP layer itself.
    files: ["lib/server/**/*.ts"],
    ignores: ["lib/server/api/**", "**/*.test.ts"],
    rules: { "no-restricted-imports": restrictImports(NO_HTTP_ERRORS) },
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through lib/server/config.ts." },
      ],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              importNames: ["default"],
              message: "Use Link from @/components/ui/link (no prefetching of per-request pages).",
            },
          ],
        },
      ],
    },
  },
  ...layerRules,
  {
    files: ["components/ui/link.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER] }] },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The config module, framework config files, scripts and tests may read the environment.
    files: [
      "lib/server/config.ts",
      "*.config.{ts,mjs,js}",
      "instrumentation.ts",
      "server/main.ts",
      "server/build.ts",
      "server/page-cache/**",
      "scripts/**",
      "test/**",
      "e2e/**",
      "**/*.test.{ts,tsx,mjs}",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["test/**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores(["dist/**", ".next/**", "**/.next-*/**", ".data-*/**", "node_modules/**", "data/**", "data-*/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "bench-results/**"]),
]);
