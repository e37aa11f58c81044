// Methods and Allow lists, shared by the route wrapper and the server (pure: no Node modules).
//
// A route file declares its handlers with `methods()` (lib/server/api/route.ts), which
// computes its own Allow. Methods Next never hands to a route file (PROPFIND, TRACE, made-up
// ones) are answered before it by the server (server/steps/refuse.ts), which takes each API
// route's methods from its call's declaration (lib/contracts/calls, read by server/routes.ts).

/** Methods a route file may implement. */
export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** Every method Next's route modules accept; any other is answered 405 before them. */
export const NEXT_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The Allow list of some implemented methods: HEAD wherever GET is, OPTIONS always, in a fixed order. */
export function allowList(implemented: readonly string[]): string[] {
  const set = new Set(implemented);
  if (set.has("GET")) set.add("HEAD");
  set.add("OPTIONS");
  return NEXT_METHODS.filter((method) => set.has(method));
}

export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");
