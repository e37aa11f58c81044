import { contentPagePolicy, noncePolicy, securityHeaders } from "./security-headers";
import { CONSOLE_ROUTES, ROUTES } from "@/lib/routes";
import { isAtOrUnder, withoutTrailingSlash } from "@/lib/path-prefix";

// Every address of the site is of one class, and the class decides its headers, whether a
// shared cache may keep it and how a visitor may enter it. This file is the one place that
// says which; the server applies it (server/steps/headers.ts) and e2e/security-headers.spec.ts
// walks every route of the build to check it. Whether a public page is cached or rendered per
// request is not declared here by hand: it is what the build says (server/routes.ts reads Next's
// prerender manifest), so a page that starts reading searchParams changes class with its build.
// - "page": a public page the build prerenders or caches (ISR), rendered once for everyone: the
//   content pages' CSP, which allows Next's inline payload since a cached page cannot carry a
//   nonce. When it answers with the whole not-found page (an unknown record), that page is
//   rendered per request and is answered as "live" (server/steps/headers.ts setClassHeaders).
// - "live": a public page the build renders per request (it reads searchParams: the gallery's,
//   careers' and articles' filters, a doctor name search), and the not-found page (an address
//   without a route, an unknown record): a fresh nonce as a private page has,
//   and Next's own `Cache-Control: private, no-store`. Unlike a private page it may be entered by
//   a client-side navigation (server/steps/headers.ts loadPrivatePagesWhole is for private pages
//   only): a document keeps the policy it was loaded with, so a visitor who came from a cached
//   page sees it under the content pages' policy, and one who loaded a live page keeps its nonce
//   policy ('strict-dynamic' trusts the scripts Next's router adds) over the cached pages
//   visited next. That is acceptable: both are public pages with no visitor's data, built from
//   the same origin's scripts; each answer gets the strictest policy it can carry, and the
//   boundary that matters, into a private page, still loads a new document.
// - "private": a page with a visitor's own patient or payment data, or the staff console:
//   rendered per request with a fresh CSP nonce, never stored, and always entered by loading a
//   new document (a client-side navigation from a public page would keep that page's policy).
// - "file": what a route handler answers outside the API (uploads, feeds, robots.txt, the
//   sitemap, short-link hops) and the files of public/: a sandboxing CSP unless the route sets
//   its own.
// - "api": the JSON API: no content to run at all, never indexed; a route (a résumé download)
//   may set a stricter policy of its own.
// - "next": Next's own build files (/_next/): the common headers; Next sets their caching
//   (server/steps/precompressed.ts the same, for the compressed copies it sends).

export type AddressClass = "page" | "live" | "private" | "file" | "api" | "next";

/** The pages with a visitor's own patient or payment data. */
const PRIVATE_PAGES: readonly string[] = [
  ROUTES.appointment,
  ROUTES.sendOtp,
  ROUTES.payment,
  ROUTES.paymentSuccess,
  ROUTES.paymentFailed,
  ROUTES.paymentSandbox,
  ROUTES.myBooking,
  ROUTES.myData,
  ROUTES.waitlistOffer,
];

/** The staff console: every address under it. */
const CONSOLE_PREFIX = CONSOLE_ROUTES.home;

/**
 * The addresses of the "private" class as Next's middleware matcher writes them: the pages with
 * a visitor's data and the whole console. middleware.ts must spell its matcher as a literal
 * (Next reads it at build time); a test holds that literal to this list.
 * @internal
 */
export const PRIVATE_PAGE_MATCHER: readonly string[] = [...PRIVATE_PAGES, CONSOLE_PREFIX, `${CONSOLE_PREFIX}/:path*`];

/** What a route of the build is, as server/routes.ts reads it: a page, a route handler, or an API route. */
export type RouteKind = "page" | "handler" | "api";

/** What the class of an address needs of the route that answers it (server/routes.ts Route). */
export interface RouteFacts {
  kind: RouteKind;
  /** A page the build renders per request (in neither `routes` nor `dynamicRoutes` of its prerender manifest). */
  perRequest?: boolean;
}

/** The class of an address, given the route that renders it (null: none, the not-found page). */
export function addressClass(pathname: string, route: RouteFacts | null): AddressClass {
  if (pathname.startsWith("/_next/")) return "next";
  if (route?.kind === "api" || isAtOrUnder(pathname, "/api")) return "api";
  if (isAtOrUnder(pathname, CONSOLE_PREFIX)) return "private";
  if (route?.kind === "handler") return "file";
  const trimmed = withoutTrailingSlash(pathname);
  if (PRIVATE_PAGES.includes(trimmed)) return "private";
  // No route: Next answers with the not-found page, rendered per request.
  return !route || route.perRequest ? "live" : "page";
}

/** The policy of files and feeds: nothing in them runs, even when opened directly. */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The policy of the API's answers. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export interface ClassHeaderOptions {
  /** The request's nonce, for a private or live page. */
  nonce?: string;
  /** Strict-Transport-Security: production with an https SITE_URL. */
  https?: boolean;
  /** `next dev`'s React tooling needs eval. */
  dev?: boolean;
}

/**
 * The headers an answer of the class carries: `fixed` ones the server sets whatever the route
 * did, `defaults` only where the route set none of its own.
 */
export function classHeaders(cls: AddressClass, { nonce, https = false, dev = false }: ClassHeaderOptions = {}): { fixed: Record<string, string>; defaults: Record<string, string> } {
  const { "Content-Security-Policy": _content, ...common } = securityHeaders({ https, dev });
  switch (cls) {
    case "page":
      return { fixed: { ...common, "Content-Security-Policy": contentPagePolicy({ dev }) }, defaults: {} };
    case "live":
      // Cache-Control stays Next's (`private, no-cache, no-store, …` for a page rendered per request).
      if (!nonce) throw new Error("A live page needs its request's nonce.");
      return { fixed: { ...common, "Content-Security-Policy": noncePolicy(nonce, { dev }) }, defaults: {} };
    case "private":
      if (!nonce) throw new Error("A private page needs its request's nonce.");
      return { fixed: { ...common, "Content-Security-Policy": noncePolicy(nonce, { dev }), "Cache-Control": "private, no-store" }, defaults: {} };
    case "file":
      return { fixed: common, defaults: { "Content-Security-Policy": FILE_POLICY } };
    case "api":
      return { fixed: { ...common, "X-Robots-Tag": "noindex" }, defaults: { "Content-Security-Policy": API_POLICY } };
    case "next":
      return { fixed: common, defaults: {} };
  }
}
