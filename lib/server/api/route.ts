import "server-only";
import { z } from "zod";
import { getConfig } from "../config";
import type { ApiFailure, ApiFieldError, ApiSuccess, Pagination } from "@/lib/contracts/envelope";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { allowList, NEXT_METHODS, ROUTE_METHODS, type RouteMethod } from "@/lib/http/methods";
import { validationError } from "@/lib/errors";
import { errorResponse, failure, HttpError, withRequestId } from "./errors";
import { findUnsafeStrings } from "./unsafe-input";
import { requireSameOrigin, requireSigningInSession, requireStaffSession } from "./staff-session";
import type { StaffSession } from "../auth/staff-sessions";
import type { StaffRole } from "@/lib/contracts/staff";
import { clientAddress } from "@/lib/http/client-address";
import { consumeLimit, type LimitName } from "../ratelimit";
import { bookingCallerOf, phoneNotProven, type BookingCaller } from "./booking-auth";
import { readMultipart, type MultipartLimits, type UploadedFile } from "./multipart";

type RouteParams = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<RouteParams> };
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
  /**
   * Who may call: everyone (default); or a visitor whose phone is
   * verified ("booking": the bearer token of `/misc/verify-otp`, or of a signed link's claim, else
   * 401); or a visitor whose phone was proven by a code sent to it ("phone": what opens the phone's
   * whole record, /my-data; a link's token there is a 401). Checked before the body is read.
   */
  auth?: "public" | "booking" | "phone";
  /** Rate limits taken per client address before the body is read (lib/server/ratelimit). */
  rateLimit?: LimitName[];
  /**
   * When no store can count those limits (Redis and its in-memory fallback, or the database
   * table, failing): "refuse" answers 503 (the default); "allow" lets the call through, for a
   * call that must never be lost to a limiter's outage (the gateway's payment result).
   */
  rateLimitStoreFailure?: "refuse" | "allow";
  /**
   * A console call: a signed-in staff session with one of these roles (admin may call every one),
   * and for changes a same-origin request (forgery). Checked before the body is read; the
   * session is the handler's `staff`.
   */
  roles?: readonly StaffRole[];
  /** With `roles`: the second factor must have been given within STEP_UP_MINUTES (403 `step_up`). */
  stepUp?: boolean;
  /** A call that finishes a sign-in: a live session that has given its password, with or without its second factor; it is the handler's `staff`. */
  signingIn?: boolean;
  /**
   * A check of who may call that needs the path (a collection's own access): run once the path
   * is read and before the body is, so a caller it refuses learns nothing of the body's rules.
   */
  authorize?: (input: { params: z.output<P>; staff: StaffSession }) => void;
  /** Refuse a cross-site state change without needing a session (the console's sign-in). */
  sameOrigin?: boolean;
  /**
   * "json" (default) parses and validates the body; "raw" hands the handler the body's exact
   * text (a webhook signed over its raw bytes), still size-limited and never logged.
   */
  bodyMode?: "json" | "raw" | "multipart";
  /** Limits of `bodyMode: "multipart"`: the whole body, each field, each file, the file fields. */
  multipart?: MultipartLimits;
}

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  request: Request;
  /** The client's address (the server's stamp: server/steps/api-request.ts). */
  client: string;
  /** Set on `auth: "booking"` calls. */
  caller: BookingCaller;
  /** The exact body text, in `bodyMode: "raw"`. */
  rawBody: string;
  /** The uploaded files, in `bodyMode: "multipart"` (the text fields are `body`, checked by its schema). */
  files: Record<string, UploadedFile>;
  /** The signed-in staff member, on calls with `roles` (or still signing in, with `signingIn`). */
  staff: StaffSession;
}

declare const replyData: unique symbol;

/**
 * A success envelope's answer, typed by its `data`: a handler typed against a call's declaration
 * (lib/server/api/handle.ts) must answer the declared `data`, and the type checker refuses another.
 */
export type Reply<T> = Response & { readonly [replyData]: T };

/** A success envelope (docs/ARCHITECTURE.md "The API contract"). */
export function ok<T>(data: T, extra: { message?: string; pagination?: Pagination; status?: number } = {}): Reply<T> {
  const body: ApiSuccess<T> = {
    success: 1,
    data,
    ...(extra.message ? { message: extra.message } : {}),
    ...(extra.pagination ? { pagination: extra.pagination } : {}),
  };
  return Response.json(body, { status: extra.status ?? 200, headers: { "Cache-Control": "no-store" } }) as Reply<T>;
}

/** A failure envelope that still carries the call's data: what failed (the health check's 503). */
export function failedWith<T>(data: T, status: number, message: string): Reply<T> {
  return Response.json({ success: 0, data, message }, { status, headers: { "Cache-Control": "no-store" } }) as Reply<T>;
}

/**
 * A failure answered rather than thrown, for one that carries more than a DomainError does (a
 * refused stale edit carries the record as it is now); it answers no data of the call.
 */
export function refused<B extends ApiFailure>(body: B, status: number): Reply<never> {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } }) as Reply<never>;
}

/** Refuses control characters and lone surrogates anywhere in a part of the request, before its schema. */
function refuseUnsafe(errors: ApiFieldError[], where: string): void {
  if (!errors.length) return;
  const [first] = errors;
  throw new HttpError("bad_request", `Invalid ${where}: ${first.path ? `${first.path}: ` : ""}${first.message}`, { errors });
}

/** The route as a pattern ("/api/web/service/[category]/[id]"): logs name the route, not what a visitor typed into it. */
function routePattern(pathname: string, params: RouteParams): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) names.set(item, name);
  }
  return pathname
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // the server refuses such an address; keep the raw segment
      }
      const name = names.get(decoded) ?? names.get(segment);
      return name ? `[${name}]` : segment;
    })
    .join("/");
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
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body (ECONNRESET, "aborted"): its error, not the database's,
      // so it is answered (to nobody) as a 400 and raises no alert in the log.
      throw new HttpError("bad_request", "The request was cut off before its body arrived. Please send it again.", { reason: "request_cut_off" });
    }
    const { done, value } = chunk;
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
  } catch {
    // A fixed message: the parser's own quotes a piece of the body back.
    throw new HttpError("bad_request", "The request body is not valid JSON: check its quotes, commas and brackets.");
  }
}

/**
 * The one wrapper of every route handler: gives the request an id, refuses unsafe characters
 * in every string it carries, reads and validates body, query and path segments with zod,
 * calls the handler, and turns anything thrown into the JSON envelope.
 */
export function route<
  B extends z.ZodType = typeof anyObject,
  Q extends z.ZodType = z.ZodType<Record<string, string>>,
  P extends z.ZodType = z.ZodType<Record<string, string>>,
>(
  options: RouteOptions<B, Q, P>,
  handler: (input: RouteInput<z.output<B>, z.output<Q>, z.output<P>>) => Promise<Response>,
): RouteFn {
  // `authorize` judges a signed-in staff member: without `roles` there is none to judge.
  if (options.authorize && !options.roles) throw new Error("route(): `authorize` needs `roles` (it runs for a signed-in staff member)");
  return async (request, context) => {
    const requestId = requestIdFrom(request.headers);
    const url = new URL(request.url);
    let label = `${request.method} ${url.pathname}`;
    try {
      const rawParams: RouteParams = (await context?.params) ?? {};
      label = `${request.method} ${routePattern(url.pathname, rawParams)}`;
      // Who may call, before anything the caller sent is read or judged: a call without its
      // token or session is answered 401/403 whatever its path, query or body, so a stranger
      // learns nothing of a console call's input rules.
      const client = clientAddress(request);
      for (const limit of options.rateLimit ?? []) await consumeLimit(limit, client, undefined, { onStoreFailure: options.rateLimitStoreFailure });
      const caller = options.auth === "booking" || options.auth === "phone" ? await bookingCallerOf(request) : ({} as BookingCaller);
      if (options.auth === "phone" && !caller.byCode) throw phoneNotProven();
      if (options.sameOrigin) requireSameOrigin(request);
      const staff = options.signingIn
        ? await requireSigningInSession(request)
        : options.roles
          ? await requireStaffSession(request, options.roles, options.stepUp)
          : ({} as StaffSession);

      // Then the input, cheapest first and before any schema: path segments, query parameters, the body.
      refuseUnsafe(findUnsafeStrings(rawParams), "path");

      let query: unknown = Object.fromEntries(url.searchParams);
      refuseUnsafe(
        [...url.searchParams].flatMap(([name, value]) => findUnsafeStrings({ [name]: value })),
        "query parameter",
      );
      if (options.query) {
        const parsed = options.query.safeParse(query);
        if (!parsed.success) throw validationError(parsed.error, "query parameter");
        query = parsed.data;
      }

      let params: unknown = rawParams;
      if (options.params) {
        const parsed = options.params.safeParse(params);
        if (!parsed.success) throw validationError(parsed.error, "path");
        params = parsed.data;
      }
      options.authorize?.({ params: params as z.output<P>, staff });

      let body: unknown = {};
      let rawBody = "";
      let files: Record<string, UploadedFile> = {};
      if (options.bodyMode === "multipart") {
        if (!options.multipart) throw new Error("bodyMode multipart needs its limits");
        const form = await readMultipart(request, options.multipart);
        refuseUnsafe(findUnsafeStrings(form.fields), "form field");
        files = form.files;
        const parsed = (options.body ?? anyObject).safeParse(form.fields);
        if (!parsed.success) throw validationError(parsed.error, "form field");
        body = parsed.data;
      } else if (options.bodyMode === "raw") {
        rawBody = await readLimited(request, options.maxBytes ?? getConfig().apiMaxBodyBytes);
        refuseUnsafe(findUnsafeStrings(rawBody), "request body");
        let parsedRaw: unknown = null;
        try {
          parsedRaw = JSON.parse(rawBody);
        } catch {
          // not JSON: the handler decides (a signature check refuses it)
        }
        refuseUnsafe(findUnsafeStrings(parsedRaw), "request body");
      } else if (request.method !== "GET" && request.method !== "HEAD") {
        const raw = await parseJsonBody(request, options.maxBytes ?? getConfig().apiMaxBodyBytes);
        refuseUnsafe(findUnsafeStrings(raw), "request body");
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

      const response = await handler({ body, query, params, request, client, caller, rawBody, files, staff } as RouteInput<z.output<B>, z.output<Q>, z.output<P>>);
      return withRequestId(response, requestId);
    } catch (error) {
      return withRequestId(errorResponse(error, { requestId, route: label }), requestId);
    }
  };
}

// ---------------------------------------------------------------- a route file's exports

type HttpMethod = (typeof NEXT_METHODS)[number];

/** 405 with a true Allow header, as JSON. */
function methodNotAllowed(allowed: readonly string[]): RouteFn {
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
