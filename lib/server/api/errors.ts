import "server-only";
import { z } from "zod";
import { DomainError, validationError, type ErrorCode } from "@/lib/errors";
import type { ApiFieldError, ApiFailure } from "@/lib/contracts/envelope";
import type { Reason } from "@/lib/contracts/reasons";
import { classifyDbError } from "../db/errors";
import { REQUEST_ID_HEADER } from "@/lib/http/request-id";
import { logEvent } from "../log";
import { describeError } from "../db/errors";
import { RateLimitedError, RateLimitStoreError } from "../ratelimit";

/** A refusal of the HTTP layer itself (a missing session, a body too large), which may carry headers (WWW-Authenticate). Domains raise DomainError. */
export class HttpError extends DomainError {
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { errors?: ApiFieldError[]; headers?: Record<string, string>; reason?: Reason } = {}) {
    super(code, message, options);
    this.name = "HttpError";
    this.headers = options.headers;
  }
}

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a moment.";
const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
/** Neutral on purpose: it must not tell a visitor which record (a phone number, a slot) exists. */
const CONFLICT_MESSAGE = "This conflicts with something that already exists. Reload the page and try again.";
const BAD_VALUE_MESSAGE =
  "A value in the request cannot be used (for example a character that is not allowed, a number out of range or an impossible date). Check the values and try again.";
/** Seconds a client should wait before retrying while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

const NO_STORE = { "Cache-Control": "no-store" };

export function failure(status: number, message: string, errors?: ApiFieldError[], headers?: Record<string, string>, reason?: Reason): Response {
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
const internalMessage = (requestId: string) => `${INTERNAL_MESSAGE} (reference: ${requestId})`;

/**
 * Turns anything thrown into the failure envelope. Database failures are classified by
 * lib/server/db/errors.ts; unknown errors are logged (as safe fields only) and answered
 * with a generic message that quotes the request id.
 */
export function errorResponse(error: unknown, context: RequestContext): Response {
  if (error instanceof DomainError) {
    const retry: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { "Retry-After": String(error.retryAfterSeconds) };
    return failure(error.status, error.message, error.errors, { ...retry, ...(error instanceof HttpError ? error.headers : {}) }, error.reason);
  }
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
