/**
 * Whether a request for /p/<id> is a visit, the only thing a short link counts. Not visits:
 * - HEAD (link checkers, chat apps unfurling a link, monitoring) and every method but GET;
 * - prefetches and prerenders, which a browser or the Next.js router makes before (and often
 *   without) a click: Next.js's router prefetch (`Next-Router-Prefetch`) and its old
 *   middleware prefetch (`X-Middleware-Prefetch`), `Sec-Purpose: prefetch` (Chromium's
 *   speculation rules and <link rel=prefetch>, also "prefetch;prerender"), `Purpose: prefetch`
 *   (older Chromium and Safari), `X-Purpose: preview` and `X-Moz: prefetch` (older Firefox).
 * A client-side navigation of the Next.js router (`RSC: 1` without the prefetch header) is a
 * visit. Pure: no server-only, so it is unit-tested on its own.
 */
export function isVisit(method: string, headers: Headers): boolean {
  if (method.toUpperCase() !== "GET") return false;
  if (headers.has("next-router-prefetch") || headers.has("x-middleware-prefetch")) return false;
  for (const name of ["sec-purpose", "purpose", "x-purpose", "x-moz"]) {
    // A structured-field list such as "prefetch;prerender" or "prefetch, anonymous-client-ip".
    const tokens = (headers.get(name) ?? "").toLowerCase().split(/[;,\s]+/);
    if (tokens.includes("prefetch") || tokens.includes("prerender") || tokens.includes("preview")) return false;
  }
  return true;
}
