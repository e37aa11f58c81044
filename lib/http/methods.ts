// Which methods each address answers, for the `Allow` header of a 405 and of OPTIONS.
// Pure (no Node modules): the server's request guard and the route wrapper share it.
//
// A route file declares its handlers with `methods()` (lib/server/http/methods.ts), which
// computes its own Allow. Methods Next never hands to a route file (PROPFIND, TRACE, made-up
// ones) are answered before it, by the server's request guard, which cannot import
// route files: they read API_ROUTES. app/api/routes.test.ts checks that the two agree, so a
// new route file that is missing here fails the tests.

/** Methods a route file may implement. */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** Every method Next's route modules accept; any other is answered 405 before them. */
export const NEXT_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The API's route patterns and the methods each implements ([x] is one path segment). */
export const API_ROUTES: Readonly<Record<string, readonly RouteMethod[]>> = {
  "/api/health": ["GET"],
  "/api/misc/otp-challenge": ["POST"],
  "/api/misc/resend-otp": ["POST"],
  "/api/misc/send-otp": ["POST"],
  "/api/misc/verify-otp": ["POST"],
  "/api/web/doctor/free-slots": ["POST"],
  "/api/web/blog/getblogs-Main": ["POST"],
  "/api/web/blog/news": ["GET"],
  "/api/web/blog/[url]": ["GET"],
  "/api/web/gallery/get-user": ["POST"],
  "/api/web/gallery/categories": ["POST"],
  "/api/web/testimonials/get-user": ["POST"],
  "/api/web/aboutus-v2": ["GET"],
  "/api/web/contact-v2": ["GET"],
  "/api/web/contact-v2/submit": ["POST"],
  "/api/web/career/list-user": ["POST"],
  "/api/web/career/add-job-user": ["POST"],
  "/api/web/payment/create-order": ["POST"],
  "/api/web/payment/get-orderId-amount": ["POST"],
  "/api/web/payment/orderInfo": ["POST"],
  "/api/web/payment/claim-order": ["POST"],
  "/api/web/payment/sandbox-pay": ["POST"],
  "/api/web/payment/success": ["POST"],
  "/api/web/payment/webhook": ["POST"],
  "/api/web/user/add-booking-detail": ["POST"],
  "/api/web/user/add-patient-detail": ["POST"],
  "/api/web/user/booking-calendar": ["POST"],
  "/api/web/user/booking-slots": ["POST"],
  "/api/web/user/cancel-booking": ["POST"],
  "/api/web/user/get-booking": ["POST"],
  "/api/web/user/reschedule-booking": ["POST"],
  "/api/staff/settings/put": ["POST"],
  "/api/admin/auth/login": ["POST"],
  "/api/admin/auth/logout": ["POST"],
  "/api/admin/auth/me": ["GET"],
  "/api/admin/auth/password": ["POST"],
  "/api/admin/staff/list": ["GET"],
  "/api/admin/staff/create": ["POST"],
  "/api/admin/staff/disable": ["POST"],
  "/api/admin/staff/enable": ["POST"],
  "/api/admin/audit/list": ["POST"],
  "/api/admin/bookings/list": ["POST"],
  "/api/admin/bookings/confirm": ["POST"],
  "/api/admin/bookings/attendance": ["POST"],
  "/api/admin/bookings/cancel": ["POST"],
  "/api/admin/bookings/move": ["POST"],
  "/api/admin/bookings/slots": ["POST"],
  "/api/admin/bookings/export": ["GET"],
  "/api/admin/bookings/payments": ["POST"],
  "/api/admin/bookings/payments/refund": ["POST"],
  "/api/admin/bookings/payments/settle": ["POST"],
  "/api/admin/outbox/list": ["POST"],
  "/api/admin/outbox/retry": ["POST"],
  "/api/admin/inbox/messages": ["POST"],
  "/api/admin/inbox/messages/status": ["POST"],
  "/api/admin/inbox/applications": ["POST"],
  "/api/admin/inbox/applications/status": ["POST"],
  "/api/admin/inbox/applications/[id]/resume": ["GET"],
  "/api/admin/content/[collection]/list": ["POST"],
  "/api/admin/content/[collection]/get": ["POST"],
  "/api/admin/content/[collection]/save": ["POST"],
  "/api/admin/content/[collection]/delete": ["POST"],
  "/api/admin/links/list": ["POST"],
  "/api/admin/links/create": ["POST"],
  "/api/admin/links/update": ["POST"],
  "/api/admin/links/delete": ["POST"],
  "/api/admin/uploads/image": ["POST"],
  "/api/web/doctor/get-by-url": ["POST"],
  "/api/web/doctor/list-user": ["POST"],
  "/api/web/doctor/search": ["POST"],
  "/api/web/features/get-user": ["POST"],
  "/api/web/footer/get": ["POST"],
  "/api/web/homepage-v2/get-homepage": ["POST"],
  "/api/web/homepage/get-user": ["POST"],
  "/api/web/service/[category]/[id]": ["GET"],
  "/api/web/service/mapped-by-category": ["POST"],
  "/api/web/speciality-v2/list-user": ["POST"],
  "/api/web/speciality/list-user": ["POST"],
  "/api/web/statistics/get-user": ["POST"],
  "/api/web/v2/service/by-url": ["POST"],
  "/api/web/v2/service/list-public": ["POST"],
  "/api/web/v2/service/mapped-hierarchy": ["POST"],
};

/** Pages (and files under /public) are read, never written: no page takes a form post or a Server Action. */
export const PAGE_METHODS: readonly RouteMethod[] = ["GET"];

/** The Allow list of some implemented methods: HEAD wherever GET is, OPTIONS always, in a fixed order. */
export function allowList(implemented: readonly string[]): string[] {
  const set = new Set(implemented);
  if (set.has("GET")) set.add("HEAD");
  set.add("OPTIONS");
  return NEXT_METHODS.filter((method) => set.has(method));
}

const patternMatches = (pattern: string, pathname: string) => {
  const want = pattern.split("/");
  const have = pathname.replace(/\/+$/, "").split("/");
  return want.length === have.length && want.every((part, i) => (part.startsWith("[") ? have[i] !== "" : part === have[i]));
};

/** The methods an /api address implements, or null when no API route answers there (the catch-all's 404). */
export function apiRouteMethods(pathname: string): readonly RouteMethod[] | null {
  for (const [pattern, implemented] of Object.entries(API_ROUTES)) if (patternMatches(pattern, pathname)) return implemented;
  return null;
}

export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/** Every method some address here answers, for `OPTIONS *` (a question about the server as a whole). */
export function serverAllowList(): string[] {
  return allowList([...PAGE_METHODS, ...Object.values(API_ROUTES).flat()]);
}

export interface MethodVerdict {
  status: 204 | 404 | 405;
  allow: string[];
}

/**
 * What to answer a method at an address before any route or page sees it, or null to let
 * it through. API routes answer the methods Next hands them (their 405s and OPTIONS come from
 * `methods()`); anything else under /api gets a 405 with the route's Allow (or the catch-all's
 * 404). Pages answer GET and HEAD (no Server Action exists: a POST with Next-Action is refused too), OPTIONS
 * lists those, and every other method is a 405.
 */
export function methodVerdict(method: string, pathname: string): MethodVerdict | null {
  if (isApiPath(pathname)) {
    if ((NEXT_METHODS as readonly string[]).includes(method)) return null;
    const implemented = apiRouteMethods(pathname);
    return implemented ? { status: 405, allow: allowList(implemented) } : { status: 404, allow: [] };
  }
  const allow = allowList(PAGE_METHODS);
  // No page takes a Server Action: a POST with a Next-Action header gets the same 405 (add
  // POST here, with the Allow, when a page first takes one).
  if (method === "GET" || method === "HEAD") return null;
  return { status: method === "OPTIONS" ? 204 : 405, allow };
}
