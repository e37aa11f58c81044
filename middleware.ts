import { NextResponse, type NextRequest } from "next/server";

/**
 * Thin by design (edge runtime: no database, no Node modules). Authorisation, where a
 * route needs it, happens in the route wrapper, never here.
 * - An address with broken percent-encoding (e.g. /doctordetail/%E0%A4) would make Next's
 *   own parameter decoding throw a 500; answer it with a 400 instead.
 * - API answers and short-link hops are not pages for search engines.
 */
export function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  try {
    decodeURIComponent(pathname);
  } catch {
    if (pathname.startsWith("/api/")) {
      return NextResponse.json(
        { success: 0, message: "The address is not valid: it contains broken percent-encoding." },
        { status: 400 },
      );
    }
    return new NextResponse(
      "<!doctype html><html lang=en><title>Bad address</title><h1>This address is not valid</h1><p><a href=\"/\">Go to the home page</a></p>",
      { status: 400, headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }
  const response = NextResponse.next();
  if (pathname.startsWith("/api/") || pathname.startsWith("/p/")) response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

export const config = {
  // Everything except Next's own static files.
  matcher: ["/((?!_next/static|_next/image).*)"],
};
