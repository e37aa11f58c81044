import crypto from "node:crypto";
import { clientAddressOf } from "@/lib/http/client-address";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/internal-headers";
import { isApiPath } from "@/lib/http/methods";
import { isPageOf } from "@/lib/console-pages";
import { CONSOLE_ROUTES } from "@/lib/routes";
import { isWellFormedRequestId, REQUEST_ID_HEADER } from "@/lib/http/request-id";
import type { Step } from "../request-path";
import { pathOf } from "../routes";

/**
 * What the route wrapper needs of an API request: its id (a well-formed incoming X-Request-Id,
 * else a new one; the answer carries it too) and the visitor's address for rate limits (from
 * X-Forwarded-For only behind TRUST_PROXY proxies). A console page gets the address too: its
 * session's last network is kept from it (lib/server/auth/staff-sessions.ts).
 */
export function markApiRequest({ trustProxyHops = 0 } = {}): Step {
  return (req, res, next) => {
    const path = pathOf(req.url ?? "/");
    if (!isApiPath(path)) {
      if (isPageOf(CONSOLE_ROUTES, path)) req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trustProxyHops);
      return next();
    }
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && isWellFormedRequestId(incoming.trim()) ? incoming.trim() : crypto.randomUUID();
    req.headers["x-request-id"] = id;
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trustProxyHops);
    res.setHeader(REQUEST_ID_HEADER, id);
    return next();
  };
}
