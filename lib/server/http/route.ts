import "server-only";
import { z } from "zod";
import { getConfig } from "../config";
import type { ApiFieldError, ApiSuccess, Pagination } from "@/lib/contracts/envelope";
import { errorResponse, failure, HttpError } from "./errors";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type RouteFn = (request: Request, context: RouteContext) => Promise<Response>;

/** Any JSON object; used when a call takes no payload but a client sends `{}` or fields we ignore. */
export const anyObject = z.looseObject({});

export interface RouteOptions<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType> {
  /** Schema of the JSON body (POST/PUT/PATCH). Defaults to any JSON object. */
  body?: B;
  /** Schema of the query string, as an object of strings. */
  query?: Q;
  /** Schema of the dynamic path segments. */
  params?: P;
  /** Body size limit in bytes; defaults to API_MAX_BODY_KB. */
  maxBytes?: number;
}

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  request: Request;
}

/** A success envelope (ARCHITECTURE.md "The API contract"). */
export function ok<T>(data: T, extra: { message?: string; pagination?: Pagination; status?: number } = {}): Response {
  const body: ApiSuccess<T> = {
    success: 1,
    data,
    ...(extra.message ? { message: extra.message } : {}),
    ...(extra.pagination ? { pagination: extra.pagination } : {}),
  };
  return Response.json(body, { status: extra.status ?? 200, headers: { "Cache-Control": "no-store" } });
}

function fieldErrors(error: z.ZodError, prefix?: string): ApiFieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
    message: issue.message,
  }));
}

function validationError(error: z.ZodError, where: string, prefix?: string): HttpError {
  const errors = fieldErrors(error, prefix);
  const first = errors[0];
  const summary = first?.path ? `${first.path}: ${first.message}` : (first?.message ?? "is not valid");
  return new HttpError("bad_request", `Invalid ${where}: ${summary}`, { errors });
}

async function readLimited(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new HttpError("too_large", `The request body is too large: the limit is ${Math.round(maxBytes / 1024)} KB.`);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function parseJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readLimited(request, maxBytes);
  // SPEC.md's list calls carry no payload: an empty body reads as {}.
  if (!text.trim()) return {};
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw new HttpError(
      "unsupported_media_type",
      `Unsupported content type "${type || "none"}": send the body as JSON with Content-Type: application/json.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new HttpError("bad_request", `The request body is not valid JSON (${(error as Error).message}).`);
  }
}

/**
 * The one wrapper of every route handler: reads and validates body, query and path
 * segments with zod, calls the handler, and turns anything thrown into the JSON envelope.
 */
export function route<
  B extends z.ZodType = typeof anyObject,
  Q extends z.ZodType = z.ZodType<Record<string, string>>,
  P extends z.ZodType = z.ZodType<Record<string, string>>,
>(
  options: RouteOptions<B, Q, P>,
  handler: (input: RouteInput<z.output<B>, z.output<Q>, z.output<P>>) => Promise<Response>,
): RouteFn {
  return async (request, context) => {
    const url = new URL(request.url);
    const label = `${request.method} ${url.pathname}`;
    try {
      let body: unknown = {};
      if (request.method !== "GET" && request.method !== "HEAD") {
        const raw = await parseJsonBody(request, options.maxBytes ?? getConfig().apiMaxBodyBytes);
        const schema = options.body ?? anyObject;
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
            throw new HttpError("bad_request", "The request body must be a JSON object.");
          }
          throw validationError(parsed.error, "request body");
        }
        body = parsed.data;
      }

      let query: unknown = Object.fromEntries(url.searchParams);
      if (options.query) {
        const parsed = options.query.safeParse(query);
        if (!parsed.success) throw validationError(parsed.error, "query parameter");
        query = parsed.data;
      }

      let params: unknown = (await context?.params) ?? {};
      if (options.params) {
        const parsed = options.params.safeParse(params);
        if (!parsed.success) throw validationError(parsed.error, "path");
        params = parsed.data;
      }

      return await handler({ body, query, params, request } as RouteInput<z.output<B>, z.output<Q>, z.output<P>>);
    } catch (error) {
      return errorResponse(error, label);
    }
  };
}

/** 405 with an Allow header, as JSON. */
export function methodNotAllowed(allowed: readonly string[]): RouteFn {
  return async (request) =>
    failure(405, `The method ${request.method} is not allowed here; use ${allowed.join(" or ")}.`, undefined, {
      Allow: allowed.join(", "),
    });
}

/**
 * Exports for a route file: the given methods, and a JSON 405 for every other one
 * (Next would answer an empty 405 otherwise).
 */
export function methods(handlers: Partial<Record<HttpMethod, RouteFn>>): Record<HttpMethod, RouteFn> {
  const allowed = HTTP_METHODS.filter((m) => handlers[m]);
  const fallback = methodNotAllowed(allowed);
  return Object.fromEntries(HTTP_METHODS.map((m) => [m, handlers[m] ?? fallback])) as Record<HttpMethod, RouteFn>;
}
