import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import onHeaders from "on-headers";
import { addressClass, classHeaders, type AddressClass } from "@/lib/http/address-class";
import { noncePolicy } from "@/lib/http/security-headers";
import { MISSING_PATH_HEADER } from "@/lib/http/internal-headers";
import type { Step } from "../request-path";
import { isClientNavigation, pathOf, type RouteTable } from "../routes";
import { doctorListViewOf } from "./doctor-lists";

const classOfPath = (routes: RouteTable, pathname: string) => addressClass(pathname, routes.match(pathname));

/**
 * The class of a request target: that of what Next will render for it, which for a filtered
 * doctor list is its cached view (steps/doctor-lists.ts rewrites the request to it after this
 * step), a cached page whose HTML has no nonce; /doctorList itself (a name search, filters of no
 * filter's shape) is rendered per request. e2e/security-headers.spec.ts classes addresses with it.
 */
export function classOfTarget(routes: RouteTable, target: string, method = "GET"): AddressClass {
  const view = doctorListViewOf(method, target);
  return view ? classOfPath(routes, view) : classOfPath(routes, pathOf(target));
}

/** A fresh nonce: 18 random bytes in base64, 144 bits (the CSP spec asks for at least 128). */
const newNonce = () => crypto.randomBytes(18).toString("base64");

/** The nonce a request carries for Next to put on the page's scripts (set by putNonce). */
const nonceOf = (req: IncomingMessage) => /'nonce-([^']+)'/.exec(String(req.headers["content-security-policy"] ?? ""))?.[1];

/**
 * Puts a fresh nonce on the request, where Next reads it for the page's scripts: a page rendered
 * per request, and the whole not-found page before Next renders it (server/main.ts). The answer's
 * headers (setClassHeaders) carry the same nonce.
 */
export function putNonce(req: IncomingMessage, { dev = false } = {}): void {
  req.headers["content-security-policy"] = noncePolicy(newNonce(), { dev });
}

/**
 * The headers of an answer the server gives itself at `target` (a refusal, a redirect to a plain
 * spelling): its class's, fixed and defaults as one, with a fresh nonce where the class has one.
 */
export function answerHeaders(routes: RouteTable, target: string, { https = false, dev = false } = {}): Record<string, string> {
  const cls = classOfTarget(routes, target);
  const { fixed, defaults } = classHeaders(cls, { nonce: cls === "private" || cls === "live" ? newNonce() : undefined, https, dev });
  return { ...defaults, ...fixed };
}

/**
 * Whether the request is answered with the whole not-found page: the page names the missing
 * address (MISSING_PATH_HEADER, which only the server sets) whichever way it came to be rendered.
 */
const answeredAsNotFound = (req: IncomingMessage) => req.headers[MISSING_PATH_HEADER] !== undefined;

/**
 * The headers of the address's class (lib/http/address-class.ts), applied just before the answer's
 * headers are sent: the class's fixed headers replace whatever was set, its defaults fill in only
 * what the route did not set itself (a résumé's own sandbox policy stays). A live page gets a
 * nonce on the request too. A private page's headers are middleware.ts's (Next's own step), so
 * they are not set here where it set them; where it did not run (Next's own redirect of
 * `/my-data/` to `/my-data`, answered before its middleware) they are the private class's with a
 * nonce of their own. The whole not-found page, which Next renders outside the middleware, is
 * answered as a live page, or as a private one at a private address, under the nonce put on the
 * request for it.
 */
export function setClassHeaders(routes: RouteTable, { https = false, dev = false } = {}): Step {
  // Every class but "private" and "live" has the same headers on every answer: made once.
  const shared = Object.fromEntries((["page", "file", "api", "next"] as const).map((c) => [c, classHeaders(c, { https, dev })]));
  return (req, res, next) => {
    const cls = classOfTarget(routes, req.url ?? "/", req.method);
    if (cls === "live") putNonce(req, { dev });
    onHeaders(res, function apply() {
      const notFound = answeredAsNotFound(req);
      if (cls === "private" && !notFound && res.hasHeader("content-security-policy")) return;
      const nonce = notFound || cls === "live" ? nonceOf(req) : cls === "private" ? newNonce() : undefined;
      const headers = nonce ? classHeaders(cls === "private" ? "private" : "live", { nonce, https, dev }) : shared[cls];
      if (!headers) return;
      const { fixed, defaults } = headers;
      for (const name in fixed) res.setHeader(name, fixed[name]);
      for (const name in defaults) if (!res.hasHeader(name)) res.setHeader(name, defaults[name]);
    });
    return next();
  };
}

/**
 * A client-side navigation into a private page from a page of another class gets no payload, so
 * Next's router loads the page as a new document: the document's CSP is the one the browser
 * enforces, and a public page's would otherwise stay in force over the console or a patient's
 * data. The router's fetch carries the current page as its Referer; without one, the same.
 */
export function loadPrivatePagesWhole(routes: RouteTable): Step {
  return (req, res, next) => {
    if (!isClientNavigation(req) || classOfTarget(routes, req.url ?? "/", req.method) !== "private") return next();
    let from: AddressClass | null = null;
    try {
      from = req.headers.referer ? classOfPath(routes, new URL(req.headers.referer).pathname) : null;
    } catch {
      from = null;
    }
    if (from === "private") return next();
    // Not a payload (and not stored): the router answers it with a full page load.
    res.writeHead(204, { "Cache-Control": "private, no-store", Vary: "rsc, referer" });
    res.end();
  };
}
