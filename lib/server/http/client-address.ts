import "server-only";
import type http from "node:http";

/**
 * The visitor's address, for rate limits. The request guard writes it into CLIENT_ADDRESS_HEADER
 * on every API request (replacing whatever a client sent under that name), from the connection,
 * or, when TRUST_PROXY names N proxies in front of the site, from X-Forwarded-For: the entry the
 * outermost trusted proxy added. By default X-Forwarded-For is never believed: a visitor could
 * write any address there and escape every limit.
 */
export const CLIENT_ADDRESS_HEADER = "x-hospital-client-address";

export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const direct = (socketAddress ?? "unknown").replace(/^::ffff:/, "");
  if (trustedHops <= 0 || forwardedFor === undefined) return direct;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return direct;
  const picked = entries[Math.max(0, entries.length - trustedHops)];
  return /^[0-9a-fA-F:.]{2,45}$/.test(picked) ? picked.replace(/^::ffff:/, "") : direct;
}

/** Sets the header on a passing request (the guard calls it; the app reads it with `clientAddress`). */
export function stampClientAddress(req: http.IncomingMessage, trustedHops: number): void {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trustedHops);
}

/** The stamped address; "unknown" when the guard did not run (a test calling a handler directly). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
