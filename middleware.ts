import { NextResponse, type NextRequest } from "next/server";

/**
 * Thin by design (edge runtime: no database, no Node modules): API answers and short-link
 * hops are not pages for search engines. Authorisation, where a route needs it, happens in
 * the route wrapper, never here.
 */
export function middleware(_request: NextRequest) {
  const response = NextResponse.next();
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

export const config = {
  matcher: ["/api/:path*", "/p/:path*"],
};
