import { NextResponse, type NextRequest } from "next/server";
import { classHeaders } from "@/lib/http/address-class";
import { servedOverHttps } from "@/lib/http/security-headers";
import { staffCookieName } from "@/lib/http/staff-cookie";
import { CONSOLE_OPEN_PAGES, CONSOLE_ROUTES, consoleLoginHref } from "@/lib/routes";
import { getConfig } from "@/lib/server/config";

/**
 * Next's own per-request step, for the "private" address class only (lib/http/address-class.ts):
 * the pages with a visitor's patient or payment data, and the staff console. Each gets a nonce
 * CSP (the nonce on the request, where Next reads it for the page's scripts, and on the answer)
 * and `private, no-store`; a console page without a session cookie goes to its sign-in page (the
 * session itself is checked by the page and the route wrapper). So plain `next start` serves
 * these pages with their policy, and the production server (server/) leaves them to this step.
 *
 * The file is `middleware.ts`, the name the owner's design card fixes (Next 16 also accepts
 * `proxy.ts`, and prints a notice for this name).
 */
const GATED: ReadonlySet<string> = new Set(Object.values(CONSOLE_ROUTES).filter((page) => !CONSOLE_OPEN_PAGES.includes(page)));

const newNonce = (): string => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));

export function middleware(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  const { siteUrl } = getConfig();
  // Next sets NODE_ENV for `next dev` and `next start` alike (it is no setting of the hospital's).
  // eslint-disable-next-line no-restricted-properties -- NODE_ENV is Next's, not a setting of lib/server/config.ts
  const dev = process.env.NODE_ENV === "development";
  const { fixed } = classHeaders("private", { nonce: newNonce(), https: !dev && servedOverHttps(siteUrl), dev });
  let answer: NextResponse;
  // One of the console's own pages; a record's page under one (a content collection's) checks the
  // session itself after finding the record, so an unknown one stays the site's 404 for everyone.
  if (GATED.has(pathname) && !request.cookies.has(staffCookieName(servedOverHttps(siteUrl)))) {
    answer = NextResponse.redirect(new URL(consoleLoginHref(pathname), request.url));
  } else {
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", fixed["Content-Security-Policy"]);
    answer = NextResponse.next({ request: { headers } });
  }
  for (const [name, value] of Object.entries(fixed)) answer.headers.set(name, value);
  return answer;
}

// PRIVATE_PAGE_MATCHER (lib/http/address-class.ts), as a literal: Next reads it when it builds.
export const config = {
  runtime: "nodejs",
  matcher: ["/appointment", "/send-otp", "/payment", "/payment-success", "/payment-failed", "/payment/sandbox", "/my-booking", "/my-data", "/waitlist-offer", "/admin", "/admin/:path*"],
};
