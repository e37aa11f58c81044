// Opens the database once, at server start-up (ARCHITECTURE.md), not on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the database must never be opened then.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Before any request: methods and request targets Next cannot handle (TRACE, CONNECT, `*`).
  const { installRequestGuard } = await import("./lib/server/http/request-guard");
  installRequestGuard();
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}
