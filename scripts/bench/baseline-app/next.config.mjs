// The benchmark's framework floor: a bare Next.js page built with the site's own Next.js and
// React (from the repository's node_modules), measured beside the site's pages by
// scripts/bench.ts. Not part of the site.
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

const config = {
  distDir: ".next-baseline",
  poweredByHeader: false,
  // The repository root, so Turbopack resolves next and react from its node_modules.
  turbopack: { root: path.resolve(here, "../../..") },
};

export default config;
