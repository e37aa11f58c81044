import { NextResponse, type NextRequest } from "next/server";
import { noncePolicy } from "@/lib/http/security-headers.mjs";

/**
 * Only the pages with patient or payment data (PRIVATE_PAGES in lib/routes.ts; `config.matcher`
 * below names the same addresses, which middleware.test.ts checks): each answer gets a fresh
 * CSP nonce and is never stored. Thin by design (no database). Authorisation, where a route
 * needs it, happens in the route wrapper, never here.
 *
 * Every other address never runs a middleware: on this machine one on every request halved the
 * throughput of cached pages. The cheap checks every address shares (400 for broken encoding or
 * control characters, 405/204 for methods, 308 to the plain spelling, X-Request-Id and
 * X-Robots-Tag on API answers) are made by the server's request guard
 * (lib/server/http/request-guard.ts), the static security headers by next.config.ts and the
 * production front (scripts/server.mjs).
 */
export function middleware(request: NextRequest) {
  // 18 random bytes, base64: 144 bits, more than the 128 the CSP spec asks of a nonce.
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  // NODE_ENV is no setting: Next inlines it at build; only `next dev` allows eval.
  // eslint-disable-next-line no-restricted-properties
  const policy = noncePolicy(nonce, { dev: process.env.NODE_ENV !== "production" });
  // On the request, Next reads the nonce and puts it on every script of the page, which renders
  // per request (lib/server/private-page.ts); on the answer, the browser enforces it.
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = {
  // Node.js, not the edge sandbox: cheaper per request (measured on a cached page when this
  // middleware still ran on every address: about 560–620 requests/s against 440–500).
  runtime: "nodejs",
  // PRIVATE_PAGES (a literal: Next reads the matcher at build without running this module).
  // and CONSOLE_MATCHERS (the staff console).
  matcher: ["/appointment", "/send-otp", "/payment", "/payment-success", "/payment-failed", "/payment/sandbox", "/my-booking", "/admin", "/admin/:path*"],
};
