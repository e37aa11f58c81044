import "server-only";
import { connection } from "next/server";

/**
 * A page with a visitor's own patient or payment data (lib/routes.ts PRIVATE_PAGES): rendered
 * per request, never cached, so Next puts this request's CSP nonce (set by middleware.ts) on
 * each of its scripts. Call it first in the page.
 */
export async function renderPerRequest(): Promise<void> {
  await connection();
}
