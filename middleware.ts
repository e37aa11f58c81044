import { NextResponse, type NextRequest } from "next/server";
import { findUnsafeCharacter } from "@/lib/contracts/common";
import { normalisePercentEncoding } from "@/lib/http/canonical-path";
import { isApiPath, methodVerdict } from "@/lib/http/methods";
import { methodRefusal, renderRefusal, type Refusal } from "@/lib/http/refusal";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { noncePolicy } from "@/lib/http/security-headers.mjs";
import { PRIVATE_PAGES } from "@/lib/routes";

/**
 * Thin by design (no database; it runs on Node.js, see `config`). Authorisation, where a
 * route needs it, happens in the route wrapper, never here. Cheap checks every door shares:
 * - An address with broken percent-encoding (e.g. /doctordetail/%E0%A4) would make Next's
 *   own parameter decoding throw a 500; a control character (e.g. /doctorList?name=%00)
 *   would reach the database, which refuses it. Both answer 400 before any page or cache.
 * - Methods an address does not answer get a 405 with a true Allow (OPTIONS on a page is
 *   answered here); methods Next cannot even hand us (TRACE, CONNECT, made-up ones) are
 *   answered by the server's request guard (lib/server/http/request-guard.ts).
 * - A page address spelled with escapes of plain characters ("dr%2Drajesh") redirects (308)
 *   to its plain spelling: one address per page.
 * - Every API answer carries X-Request-Id (the route wrapper reuses the id set here).
 * - API answers and short-link hops are not pages for search engines.
 */
export function middleware(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const api = isApiPath(pathname);
  const requestId = api ? requestIdFrom(request.headers) : undefined;
  const refuse = (refusal: Refusal) => {
    const { status, headers, body } = renderRefusal(refusal, api, requestId);
    return new NextResponse(body || null, { status, headers });
  };

  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(pathname);
  } catch {
    return refuse({ status: 400, message: "The address is not valid: it contains broken percent-encoding." });
  }
  const unsafe = findUnsafeCharacter(decodedPath) ?? [...searchParams].map(([k, v]) => findUnsafeCharacter(k) ?? findUnsafeCharacter(v)).find(Boolean);
  if (unsafe) {
    return refuse({
      status: 400,
      message: `The address is not valid: it contains the character ${unsafe} (a control character or a broken character). Remove it and try again.`,
    });
  }

  const verdict = methodVerdict(request.method, pathname);
  if (verdict) return refuse(methodRefusal(request.method, pathname, verdict));

  const plain = api ? pathname : normalisePercentEncoding(pathname);
  if (plain !== pathname) {
    // Next requires an absolute Location here (a relative one answers 500); it is this request's own origin.
    const url = request.nextUrl.clone();
    url.pathname = plain;
    return NextResponse.redirect(url, 308);
  }

  if (PRIVATE_PAGES.includes(pathname)) return privatePage(request);

  if (!requestId) {
    const response = NextResponse.next();
    if (pathname.startsWith("/p/")) response.headers.set("X-Robots-Tag", "noindex");
    return response;
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

/**
 * A page with patient or payment data: a fresh nonce in its CSP, on the request (Next puts it
 * on every script of the page, which renders per request) and on the answer; never stored.
 */
function privatePage(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
  // NODE_ENV is no setting: Next inlines it at build; only `next dev` allows eval.
  // eslint-disable-next-line no-restricted-properties
  const policy = noncePolicy(nonce, { dev: process.env.NODE_ENV !== "production" });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const config = {
  // Node.js, not the edge sandbox: the same checks cost less on every request (measured on the
  // cached doctor page: about 560–620 requests/s against 440–500 with the edge runtime).
  runtime: "nodejs",
  // Everything except Next's own static files.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
