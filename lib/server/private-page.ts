import "server-only";
import { connection } from "next/server";

/**
 * A page with a visitor's own patient or payment data (PRIVATE_PAGES in lib/http/address-class.ts): rendered
 * per request, never cached, so Next puts this request's CSP nonce (set by the server: server/steps/headers.ts) on
 * each of its scripts. Call it first in the page.
 */
export async function renderPerRequest(): Promise<void> {
  await connection();
}
