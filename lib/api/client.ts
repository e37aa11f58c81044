// ky 1.14: ky 2 declares Node 22 or later, and this project runs and is tested on Node 20 (docs/deploy.md
// "Node.js versions"). Move to ky 2 (prefix, error.data, hook state objects) with Node 22.
import { claimOrderCall, confirmPaymentCall, getOrderInfoCall, sandboxPayCall } from "@/lib/contracts/calls/booking";
import { eraseMyDataCall, exportMyDataCall, getMyDataCall, requestCorrectionCall, withdrawConsentCall } from "@/lib/contracts/calls/my-data";
import ky, { isHTTPError, type HTTPError, type KyInstance } from "ky";
import type { Reason } from "@/lib/contracts/reasons";
import { ROUTES } from "@/lib/routes";

/** localStorage key of the bearer token (SPEC.md section 3). */
export const TOKEN_KEY = "token";
export const LOGIN_PATH = "/login";
export const GENERIC_ERROR_MESSAGE = "An error occurred";

/** Pages that answer a 401 themselves, the calls (paths under /api) whose 401 they answer, and why. */
export interface StaysOnUnauthorized {
  pages: readonly string[];
  calls: readonly string[];
  why: string;
}

/**
 * The one exception to SPEC.md section 8 ("HTTP 401 on any call: the stored token is removed and
 * the browser goes to /login"): a 401 from these calls still removes the token, but leaves the
 * visitor on the page, which offers to verify the phone again there. /login does not exist (the
 * not-found page), so on these pages it would be a dead end. Every other 401 goes to /login.
 */
export const STAYS_ON_UNAUTHORIZED: readonly StaysOnUnauthorized[] = [
  {
    pages: [ROUTES.payment, ROUTES.paymentSandbox, ROUTES.paymentSuccess, ROUTES.paymentFailed],
    calls: [getOrderInfoCall, claimOrderCall, sandboxPayCall, confirmPaymentCall].map((call) => call.path),
    why:
      "An order is paid for on these pages: they are opened without a valid token (another device, a link shared, after the token's 30 minutes) or the token lapses while the gateway takes the money. The page keeps the order and offers to verify the booking's phone again and continue (claim-order); a paid booking is safe either way.",
  },
  {
    pages: [ROUTES.myData],
    calls: [getMyDataCall, exportMyDataCall, withdrawConsentCall, requestCorrectionCall, eraseMyDataCall].map((call) => call.path),
    why: "Verifying the phone is this page's first step: it is opened without a token by design, and a 401 (no token yet, or one that lapsed) brings that step back.",
  },
];

const STAYING_CALLS: ReadonlySet<string> = new Set(STAYS_ON_UNAUTHORIZED.flatMap((entry) => entry.calls));

/** Whether a 401 from the call at `path` (under /api) keeps the visitor on the page. */
export const staysOnUnauthorized = (path: string): boolean => STAYING_CALLS.has(path.replace(/^\/?(api\/)?/, ""));

/** A 401 from the call at `path`: the token goes; the visitor goes to /login unless the call is one of STAYS_ON_UNAUTHORIZED. */
function unauthorized(path: string): void {
  browser.clearToken();
  if (!staysOnUnauthorized(path)) browser.redirect(LOGIN_PATH);
}

/** An API failure with the message a visitor can read. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: { path: string; message: string }[];
  /** The envelope's machine-readable reason ("otp_wrong", "slot_taken"), when the server gave one. */
  readonly code?: Reason;

  constructor(message: string, status: number, errors?: { path: string; message: string }[], code?: Reason) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

/** Browser side effects, kept on one object so tests can observe them. */
export const browser = {
  readToken(): string | null {
    try {
      return typeof window === "undefined" ? null : window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  clearToken(): void {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
  },
  redirect(path: string): void {
    window.location.assign(path);
  },
};

function messageOf(data: unknown): string | null {
  if (data && typeof data === "object" && "message" in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === "string" && message.trim()) return message;
  }
  return null;
}

/** A failure's body (an envelope, or anything else a proxy answered) as ApiError: its message, field errors and reason. */
export function apiErrorOf(data: unknown, status: number): ApiError {
  const envelope = data && typeof data === "object" ? (data as { errors?: { path: string; message: string }[]; code?: unknown }) : undefined;
  // The server sends only the reasons of lib/contracts/reasons.ts; a proxy's answer carries none.
  const code = typeof envelope?.code === "string" ? (envelope.code as Reason) : undefined;
  return new ApiError(messageOf(data) ?? GENERIC_ERROR_MESSAGE, status, envelope?.errors, code);
}

/** An HTTP error with the failure's body read (ky's beforeError hook): toApiError turns it into an ApiError. */
type ReadHTTPError = HTTPError & { envelope?: unknown };

/** ky's beforeError hook: reads the failure's body (the envelope, or whatever a proxy answered) onto the error. */
export async function readEnvelope(error: HTTPError): Promise<HTTPError> {
  const envelope: unknown = await error.response.json().catch(() => null);
  return Object.assign(error, { envelope });
}

/** The one ky instance of the browser: prefix /api, JSON, bearer token, 401 handling (SPEC.md section 8, STAYS_ON_UNAUTHORIZED). */
const api: KyInstance = ky.create({
  prefixUrl: "/api",
  timeout: 15_000,
  // SWR retries once (lib/api/swr.ts); ky itself does not, so a failure is not retried twice.
  retry: 0,
  headers: { Accept: "application/json" },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = browser.readToken();
        if (token) request.headers.set("Authorization", `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401) unauthorized(new URL(request.url).pathname);
      },
    ],
    beforeError: [readEnvelope],
  },
});

/** Whatever a call threw as ApiError: an HTTP failure with its envelope's message, field errors and reason; anything else (offline, a timeout) with the generic message. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) return apiErrorOf((error as ReadHTTPError).envelope, error.response.status);
  return new ApiError(GENERIC_ERROR_MESSAGE, 0);
}

export interface CallOptions {
  /** Abandons the call (a newer one replaces it); the promise then rejects. */
  signal?: AbortSignal;
}

/** A call's path under the prefix: ky's prefixUrl takes it without a leading slash ("web/x" and "/web/x" are one call). */
export const underPrefix = (path: string) => path.replace(/^\/+/, "");

/** ky's options of one POST: its JSON body (none for a call without a payload) and signal. */
const postOptions = (body: unknown, { signal }: CallOptions) => ({ ...(body === undefined ? {} : { json: body }), ...(signal ? { signal } : {}) });

/** POST a JSON body and return the response body (the API envelope). */
export async function apiPost<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  try {
    return await api.post(underPrefix(path), postOptions(body, options)).json<T>();
  } catch (error) {
    throw toApiError(error);
  }
}

/** POST a JSON body and return the response as a file (a call that answers a download, not an envelope). */
export async function apiPostForFile(path: string, body?: unknown, options: CallOptions = {}): Promise<Blob> {
  try {
    return await api.post(underPrefix(path), postOptions(body, options)).blob();
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * POST multipart form data with upload progress (an XMLHttpRequest: fetch cannot report the
 * progress of a request body over HTTP/1.1). Same envelope, token, errors and 401 rule as `apiPost`.
 */
export function apiUpload<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/${underPrefix(path)}`);
    xhr.setRequestHeader("Accept", "application/json");
    const token = browser.readToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError("The upload was interrupted. Check your connection and try again.", 0));
    xhr.ontimeout = () => reject(new ApiError("The upload took too long. Check your connection and try again.", 0));
    xhr.timeout = 120_000;
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 401) unauthorized(path);
      reject(apiErrorOf(data, xhr.status));
    };
    xhr.send(form);
  });
}
