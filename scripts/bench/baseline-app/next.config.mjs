// The benchmark's bare Next.js app: scripts/bench.ts copies it into a folder of its own outside
// the repository (with the repository's node_modules hard-linked), so Next finds none of the
// site's root files (middleware.ts, instrumentation.ts) and it opens no database. Not part of
// the site.
const config = {
  distDir: ".next-baseline",
  poweredByHeader: false,
};

export default config;
