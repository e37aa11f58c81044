// Opens the database once, at server start-up (ARCHITECTURE.md), not on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the database must never be opened then.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Before any request: methods and request targets Next cannot handle (TRACE, CONNECT, `*`),
  // and the cheap checks of every address (the middleware runs on the private pages only).
  const [{ installRequestGuard }, { servedOverHttps }, { getConfig, ConfigError }] = await Promise.all([
    import("./lib/server/http/request-guard"),
    import("./lib/http/security-headers.mjs"),
    import("./lib/server/config"),
  ]);
  let trustProxyHops = 0;
  try {
    trustProxyHops = getConfig().trustProxyHops;
  } catch (error) {
    // startServer() below reports a bad setting by name and stops the process.
    if (!(error instanceof ConfigError)) throw error;
  }
  // The guard answers before the production front, which adds HSTS to everything else.
  installRequestGuard({ hsts: process.env.NODE_ENV === "production" && servedOverHttps(process.env.SITE_URL), trustProxyHops });
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}
