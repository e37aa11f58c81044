import { CLIENT_ADDRESS_HEADER } from "./internal-headers";

/**
 * The visitor's address, for rate limits. The server writes it into CLIENT_ADDRESS_HEADER on
 * every API request (server/steps/api-request.ts), from the connection, or, when TRUST_PROXY
 * names N proxies in front of the site, from X-Forwarded-For: the entry the outermost trusted
 * proxy added. By default X-Forwarded-For is never believed: a visitor could write any address
 * there and escape every limit.
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number): string {
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

/** The stamped address; "unknown" when the server did not stamp it (a test calling a handler directly). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
