import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  {
    files: ["components/ui/link.tsx", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The config module, framework config files, scripts and tests may read the environment.
    files: [
      "lib/server/config.ts",
      "*.config.{ts,mjs,js}",
      "instrumentation.ts",
      "scripts/**",
      "test/**",
      "e2e/**",
      "**/*.test.{ts,tsx}",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["test/**/*.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([".next/**", "**/.next-*/**", ".data-*/**", "node_modules/**", "data/**", "data-*/**", "test-results/**", "playwright-report/**", "next-env.d.ts", "bench-results/**"]),
]);
