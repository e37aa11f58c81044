import "server-only";
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import type { ApiFieldError, ApiFailure } from "@/lib/contracts/envelope";
import { classifyDbError } from "../db/errors";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { logEvent } from "../log";
import { describeError } from "../db/errors";
import { RateLimitedError, RateLimitStoreError } from "../ratelimit";

/** A failure a visitor can act on; its message is sent as is. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: ApiFieldError[];
  readonly headers?: Record<string, string>;
  /** The envelope's machine-readable `code`, when a client must tell this failure apart. */
  readonly reason?: string;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: ApiFieldError[]; headers?: Record<string, string>; reason?: string } = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = options.errors;
    this.headers = options.headers;
    this.reason = options.reason;
  }
}

export const badRequest = (message: string, errors?: ApiFieldError[]) => new HttpError("bad_request", message, { errors });
export const notFound = (message: string) => new HttpError("not_found", message);
export const conflict = (message: string) => new HttpError("conflict", message);

export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a moment.";
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
/** Neutral on purpose: it must not tell a visitor which record (a phone number, a slot) exists. */
export const CONFLICT_MESSAGE = "This conflicts with something that already exists. Reload the page and try again.";
export const BAD_VALUE_MESSAGE =
  "A value in the request cannot be used (for example a character that is not allowed, a number out of range or an impossible date). Check the values and try again.";
/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

const NO_STORE = { "Cache-Control": "no-store" };

export function failure(status: number, message: string, errors?: ApiFieldError[], headers?: Record<string, string>, reason?: string): Response {
  const body: ApiFailure = { success: 0, message, ...(errors?.length ? { errors } : {}), ...(reason ? { code: reason } : {}) };
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Every API answer carries the request id; a response with frozen headers (a redirect) is copied. */
export function withRequestId(response: Response, requestId: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, requestId);
    return copy;
  }
}

/** Who asked: the request id (also sent back as X-Request-Id) and the route pattern, for the log line. */
export interface RequestContext {
  requestId: string;
  route: string;
}

/** A 500's message quotes the request id, so a visitor's report finds the log line. */
export const internalMessage = (requestId: string) => `${INTERNAL_MESSAGE} (reference: ${requestId})`;

/**
 * Turns anything thrown into the failure envelope. Database failures are classified by
 * lib/server/db/errors.ts; unknown errors are logged (as safe fields only) and answered
 * with a generic message that quotes the request id.
 */
/** One message per field, the first the schema gave (a value of the wrong type is not also "too short"). */
function fieldErrors(error: z.ZodError, prefix?: string): ApiFieldError[] {
  const byPath = new Map<string, ApiFieldError>();
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    if (!byPath.has(path)) byPath.set(path, { path, message: issue.message });
  }
  return [...byPath.values()];
}

/**
 * A refusal of bad input. A field's message written as a whole sentence for people (a capital
 * first, a full stop last: "The patient's full name must be at least 2 characters.") is the
 * answer's message as it is, for a visitor to read on the page; any other (zod's own, or a terse
 * one for developers: "must be a url slug") is prefixed with where and which field
 * ("Invalid request body: slug: must be a url slug").
 */
export const isSentence = (message: string): boolean => /^[A-Z][\s\S]*\.$/.test(message);

export function validationError(error: z.ZodError, where: string, prefix?: string): HttpError {
  const errors = fieldErrors(error, prefix);
  const first = errors[0];
  if (first && isSentence(first.message)) return new HttpError("bad_request", first.message, { errors });
  const summary = first?.path ? `${first.path}: ${first.message}` : (first?.message ?? "is not valid");
  return new HttpError("bad_request", `Invalid ${where}: ${summary}`, { errors });
}

export function errorResponse(error: unknown, context: RequestContext): Response {
  if (error instanceof HttpError) return failure(error.status, error.message, error.errors, error.headers, error.reason);
  if (error instanceof RateLimitedError) return failure(429, error.message, undefined, { "Retry-After": String(error.retryAfterSeconds) }, "rate_limited");
  if (error instanceof RateLimitStoreError) {
    logEvent("error", "rate_limit_store_unavailable", { requestId: context.requestId, route: context.route, status: 503 });
    return failure(503, error.message, undefined, { "Retry-After": "5" });
  }
  // A domain that checks a value against its schema (a setting, a form a later door adds).
  if (error instanceof z.ZodError) {
    const refusal = validationError(error, "value");
    return failure(refusal.status, refusal.message, refusal.errors);
  }
  const fields = { requestId: context.requestId, route: context.route, ...describeError(error) };
  switch (classifyDbError(error)?.kind) {
    case "conflict":
      logEvent("warn", "db_conflict", { ...fields, status: 409 });
      return failure(409, CONFLICT_MESSAGE);
    case "bad_input":
      logEvent("warn", "db_bad_value", { ...fields, status: 400 });
      return failure(400, BAD_VALUE_MESSAGE);
    case "unavailable":
      logEvent("error", "db_unavailable", { ...fields, status: 503 });
      return failure(503, UNAVAILABLE_MESSAGE, undefined, { "Retry-After": String(RETRY_AFTER_SECONDS) });
    default:
      logEvent("error", "unexpected_error", { ...fields, status: 500 });
      return failure(500, internalMessage(context.requestId));
  }
}
