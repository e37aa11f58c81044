import { INTERNAL_HEADERS } from "@/lib/http/internal-headers";
import type { Step } from "../request-path";

/**
 * Drops what a client may not say: the server's own request headers (the visitor's address, the
 * missing path) and the Content-Security-Policy request headers, from which Next would read a
 * nonce (the report-only one when the other is absent).
 */
export const dropInternalHeaders: Step = (req, _res, next) => {
  for (const name of INTERNAL_HEADERS) delete req.headers[name];
  delete req.headers["content-security-policy"];
  delete req.headers["content-security-policy-report-only"];
  return next();
};
