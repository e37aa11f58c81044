import type { ZodError } from "zod";
import type { ApiFieldError } from "@/lib/contracts/envelope";
import type { Reason } from "@/lib/contracts/reasons";

/**
 * The one error vocabulary of the site, shared by route handlers and the browser:
 * a code decides the HTTP status of a failure envelope.
 */
const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * A failure a domain raises for the visitor to act on (a closed opening, a slot just taken, an
 * unknown record): its message is sent as it is. Domains know nothing of HTTP; the route wrapper
 * (lib/server/api/route.ts) answers it with the status of its code and, where a client must tell
 * it apart, its `reason` as the envelope's `code`.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: ApiFieldError[];
  /** The envelope's machine-readable `code` ("slot_taken"), when a client must tell this failure apart. */
  readonly reason?: Reason;
  /** For a failure that passes (a gateway down): when to try again, sent as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, options: { errors?: ApiFieldError[]; reason?: Reason; retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = options.errors;
    this.reason = options.reason;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (message: string) => new DomainError("not_found", message);

/** One message per field, the first the schema gave (a value of the wrong type is not also "too short"). */
function fieldErrors(error: ZodError, prefix?: string): ApiFieldError[] {
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
const isSentence = (message: string): boolean => /^[A-Z][\s\S]*\.$/.test(message);

export function validationError(error: ZodError, where: string, prefix?: string): DomainError {
  const errors = fieldErrors(error, prefix);
  const first = errors[0];
  if (first && isSentence(first.message)) return new DomainError("bad_request", first.message, { errors });
  const summary = first?.path ? `${first.path}: ${first.message}` : (first?.message ?? "is not valid");
  return new DomainError("bad_request", `Invalid ${where}: ${summary}`, { errors });
}
