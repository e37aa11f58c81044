// The id that ties a request to its log lines and to the reference a visitor reads in a 500.
// Pure (no Node modules): the server (server/steps/api-request.ts) and the route wrapper share it.

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy or load balancer may hand us: a uuid, a hex trace id, "req-123"; never text that could forge a log line. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export const isWellFormedRequestId = (value: string | null | undefined): value is string => !!value && WELL_FORMED.test(value);

/** The incoming X-Request-Id when it is well formed, else a new random uuid. */
export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get(REQUEST_ID_HEADER)?.trim();
  return isWellFormedRequestId(incoming) ? incoming : crypto.randomUUID();
}
