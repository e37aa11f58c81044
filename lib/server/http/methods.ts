import "server-only";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { allowList, NEXT_METHODS, ROUTE_METHODS, type RouteMethod } from "@/lib/http/methods";
import { failure, withRequestId } from "./errors";
import type { RouteFn } from "./route";

export const HTTP_METHODS = NEXT_METHODS;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** 405 with a true Allow header, as JSON. */
export function methodNotAllowed(allowed: readonly string[]): RouteFn {
  const allow = allowList(allowed);
  const usable = allow.filter((method) => method !== "OPTIONS" && method !== "HEAD");
  return async (request) =>
    withRequestId(
      failure(405, `The method ${request.method} is not allowed here; use ${usable.join(" or ")}.`, undefined, { Allow: allow.join(", ") }),
      requestIdFrom(request.headers),
    );
}

/**
 * Exports for a route file: the given methods, HEAD for a GET route (its answer without a body),
 * OPTIONS listing exactly those, and a JSON 405 with the same Allow for every other method.
 * A route file exports all seven (`export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods(...)`):
 * a method it leaves out would get Next's own answers (an empty 405, an OPTIONS that lists it).
 */
export function methods(handlers: Partial<Record<RouteMethod, RouteFn>>): Record<HttpMethod, RouteFn> {
  const implemented = ROUTE_METHODS.filter((method) => handlers[method]);
  const allow = allowList(implemented);
  const fallback = methodNotAllowed(implemented);
  const get = handlers.GET;
  const head: RouteFn = get
    ? async (request, context) => {
        const response = await get(request, context);
        return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
      }
    : fallback;
  const options: RouteFn = async (request) =>
    new Response(null, {
      status: 204,
      headers: { Allow: allow.join(", "), "Cache-Control": "no-store", [REQUEST_ID_HEADER]: requestIdFrom(request.headers) },
    });
  return {
    GET: handlers.GET ?? fallback,
    HEAD: head,
    POST: handlers.POST ?? fallback,
    PUT: handlers.PUT ?? fallback,
    PATCH: handlers.PATCH ?? fallback,
    DELETE: handlers.DELETE ?? fallback,
    OPTIONS: options,
  };
}
