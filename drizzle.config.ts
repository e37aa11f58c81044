import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new migration from lib/server/db/schema (one file per domain).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/server/db/schema/index.ts",
  out: "./lib/server/db/migrations",
});
