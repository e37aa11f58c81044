// Opens the database once, at server start-up (docs/ARCHITECTURE.md), not on the first request.
// The HTTP path in front of Next (refusals, headers, the whole not-found page) is the server's
// own: server/main.ts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // `next build` loads this file too; the database must never be opened then.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}
