import "server-only";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import type { ApiFieldError, ApiFailure } from "@/lib/contracts/envelope";

/** A failure a visitor can act on; its message is sent as is. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: ApiFieldError[];
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: { errors?: ApiFieldError[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "HttpError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const badRequest = (message: string, errors?: ApiFieldError[]) => new HttpError("bad_request", message, { errors });
export const notFound = (message: string) => new HttpError("not_found", message);
export const conflict = (message: string) => new HttpError("conflict", message);

export const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again in a moment.";
export const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

const NO_STORE = { "Cache-Control": "no-store" };

export function failure(status: number, message: string, errors?: ApiFieldError[], headers?: Record<string, string>): Response {
  const body: ApiFailure = { success: 0, message, ...(errors?.length ? { errors } : {}) };
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Connection-level database failures: the request was fine, the service is not. */
function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "53300"].includes(code);
}

/** Turns anything thrown into the failure envelope; unknown errors are logged, never shown. */
export function errorResponse(error: unknown, context: string): Response {
  if (error instanceof HttpError) return failure(error.status, error.message, error.errors, error.headers);
  if (isUnavailable(error)) {
    console.error(`[api] ${context}: database unavailable`, error);
    return failure(503, UNAVAILABLE_MESSAGE, undefined, { "Retry-After": "5" });
  }
  console.error(`[api] ${context}: unexpected error`, error);
  return failure(500, INTERNAL_MESSAGE);
}
