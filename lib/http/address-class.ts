import { contentPagePolicy, noncePolicy, securityHeaders } from "./security-headers";
import { CONSOLE_ROUTES, ROUTES } from "@/lib/routes";
import { isAtOrUnder } from "@/lib/path-prefix";

// Every address of the site is of one class, and the class decides its headers, whether a
// shared cache may keep it and how a visitor may enter it. This file is the one place that
// says which; the server applies it (server/steps/headers.ts) and e2e/security-headers.spec.ts
// walks every route of the build to check it.
// - "page": a public page, rendered once and cached for everyone (the not-found page too):
//   the content pages' CSP, which allows Next's inline payload since it cannot carry a nonce.
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

export type AddressClass = "page" | "private" | "file" | "api" | "next";

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

/** What a route of the build is, as server/routes.ts reads it: a page, a route handler, or an API route. */
export type RouteKind = "page" | "handler" | "api";

/** The class of an address, given the kind of route that answers it (null: none, the not-found page). */
export function addressClass(pathname: string, kind: RouteKind | null): AddressClass {
  if (pathname.startsWith("/_next/")) return "next";
  if (kind === "api" || isAtOrUnder(pathname, "/api")) return "api";
  if (isAtOrUnder(pathname, CONSOLE_PREFIX)) return "private";
  if (kind === "handler") return "file";
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PRIVATE_PAGES.includes(trimmed) ? "private" : "page";
}

/** The policy of files and feeds: nothing in them runs, even when opened directly. */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** The policy of the API's answers. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export interface ClassHeaderOptions {
  /** The request's nonce, for a private page. */
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
