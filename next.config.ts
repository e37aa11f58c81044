import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// next-intl finds its per-request configuration (the catalogues, the hospital's time zone) here.
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets two builds (e.g. the benchmark and an e2e run) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible", "razorpay", "nodemailer"],
  // ky, htmlparser2, otplib and next-intl (with their dependencies) are ESM-only; next/jest transforms them
  // only when they are listed here.
  transpilePackages: [
    ...["ky", "jose", "htmlparser2", "entities", "domhandler", "domelementtype", "domutils", "dom-serializer", "file-type", "strtok3", "token-types", "@tokenizer/inflate", "uint8array-extras", "@borewit/text-codec"],
    ...["otplib", "@otplib/core", "@otplib/totp", "@otplib/hotp", "@otplib/uri", "@otplib/plugin-crypto-noble", "@otplib/plugin-base32-scure", "@scure/base", "@noble/hashes"],
    ...["next-intl", "use-intl", "intl-messageformat", "icu-minify", "@formatjs/fast-memoize", "@formatjs/icu-messageformat-parser", "@formatjs/icu-skeleton-parser", "@formatjs/ecma402-abstract", "@formatjs/intl-localematcher"],
  ],
  poweredByHeader: false,
  // Next hashes every page it sends whole for its ETag in JavaScript, about an eighth of the
  // CPU of serving a cached page; the server (server/steps/etag.ts) gives the same strong ETag
  // and 304 from Node's native hash instead.
  generateEtags: false,
  // The full-route cache (cached pages) and the data cache live in memory, or in one Redis
  // shared by every instance when REDIS_URL is set: server/page-cache/handler.mjs.
  cacheHandler: require.resolve("./server/page-cache/handler.mjs"),
  // Cached pages may be served stale while they regenerate for at most an hour
  // (Cache-Control: s-maxage=300, stale-while-revalidate=3300), not Next's default year.
  expireTime: 3600,
  // The test suite's build (scripts/build-without-db.ts) skips the TypeScript check that
  // `npm run typecheck` has just made in the same `npm test`; every other build checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === "1" },
  experimental: {
    // Turbopack keeps its build cache on disk for the next build on this machine; CI builds a
    // fresh clone once, so writing it there is time spent for nothing.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // app/global-not-found.tsx: the 404 document is its own route, rendered per request (its
    // heading names what the missing address was for), so no cached page depends on it.
    globalNotFound: true,
  },
  // The server (server/steps/compress.ts) compresses answers, after its not-found step has seen them.
  compress: false,
  reactStrictMode: true,
  // Treat every client as a "bot" for metadata: the title, description and canonical
  // link are always in <head> of the first HTML instead of being streamed later.
  htmlLimitedBots: /.*/,
  // No rewrites(): Next tries every rule on every request. A filtered doctor list is served
  // from the cached view of its filters by the server (server/steps/doctor-lists.ts).
  // No headers() here: every answer's headers follow from its address's class
  // (lib/http/address-class.ts), set by the server (server/steps/headers.ts), so that a
  // route's own header (a résumé's sandbox policy) is never replaced by a site-wide one.
};

export default withNextIntl(nextConfig);
