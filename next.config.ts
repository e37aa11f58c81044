import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR lets two builds (e.g. the benchmark and an e2e run) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  // ky and htmlparser2 (with its dependencies) are ESM-only; next/jest transforms them only
  // when they are listed here.
  transpilePackages: ["ky", "htmlparser2", "entities", "domhandler", "domelementtype", "domutils", "dom-serializer"],
  poweredByHeader: false,
  // The full-route cache (cached pages) and the data cache live in memory, or in one Redis
  // shared by every instance when REDIS_URL is set: scripts/server/page-cache/handler.mjs.
  cacheHandler: require.resolve("./scripts/server/page-cache/handler.mjs"),
  // Cached pages may be served stale while they regenerate for at most an hour
  // (Cache-Control: s-maxage=300, stale-while-revalidate=3300), not Next's default year.
  expireTime: 3600,
  experimental: {
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
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default nextConfig;
