// Request headers only the server itself sets (server/steps): whatever a client sends under
// these names is dropped before any step reads them.

/** The visitor's address, for rate limits (server/steps/api-request.ts; read by `clientAddress`). */
export const CLIENT_ADDRESS_HEADER = "x-hospital-client-address";

/** The address whose page was missing, for the whole not-found page (server/steps/not-found.ts; app/global-not-found.tsx). */
export const MISSING_PATH_HEADER = "x-hospital-missing-path";

export const INTERNAL_HEADERS = [CLIENT_ADDRESS_HEADER, MISSING_PATH_HEADER] as const;
