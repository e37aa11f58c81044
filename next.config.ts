import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers.mjs";

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets two builds (e.g. the benchmark and an e2e run) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "rate-limiter-flexible", "razorpay", "nodemailer"],
  // ky and htmlparser2 (with its dependencies) are ESM-only; next/jest transforms them only
  // when they are listed here.
  transpilePackages: ["ky", "jose", "htmlparser2", "entities", "domhandler", "domelementtype", "domutils", "dom-serializer", "file-type", "strtok3", "token-types", "@tokenizer/inflate", "uint8array-extras", "@borewit/text-codec"],
  poweredByHeader: false,
  // The full-route cache (cached pages) and the data cache live in memory, or in one Redis
  // shared by every instance when REDIS_URL is set: scripts/server/page-cache/handler.mjs.
  cacheHandler: require.resolve("./scripts/server/page-cache/handler.mjs"),
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
  // The production front (scripts/server.mjs) compresses answers; see the comment there.
  compress: false,
  reactStrictMode: true,
  // Treat every client as a "bot" for metadata: the title, description and canonical
  // link are always in <head> of the first HTML instead of being streamed later.
  htmlLimitedBots: /.*/,
  // The security headers of every answer (lib/http/security-headers.mjs). In production the
  // front (scripts/server.mjs) sets them on every response too, Next's own 404s included, and
  // adds HSTS when SITE_URL is https; the middleware gives private pages a nonce-based policy.
  async headers() {
    const { "Content-Security-Policy": csp, ...rest } = securityHeaders({ dev: process.env.NODE_ENV !== "production" });
    return [
      { source: "/:path*", headers: Object.entries(rest).map(([key, value]) => ({ key, value })) },
      // Every address but the private pages (PRIVATE_PAGES in lib/routes.ts) and the console, whose policy carries a nonce.
      { source: "/:path((?!appointment$|send-otp$|payment$|payment-success$|payment-failed$|admin$|admin/).*)", headers: [{ key: "Content-Security-Policy", value: csp }] },
    ];
  },
};

export default nextConfig;
