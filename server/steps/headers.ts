import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import onHeaders from "on-headers";
import { addressClass, classHeaders, type AddressClass } from "@/lib/http/address-class";
import type { Step } from "../request-path";
import { isClientNavigation, pathOf, routeOfRequest, type RouteTable } from "../routes";
import { doctorListViewOf } from "./doctor-lists";

/** The class each request's answer is given; the not-found step changes it for the whole not-found page. */
const classOfRequest = new WeakMap<IncomingMessage, AddressClass>();

const classOfPath = (routes: RouteTable, pathname: string) => addressClass(pathname, routes.match(pathname));

/**
 * The class of a request target: that of what Next will render for it, which for a filtered
 * doctor list is its cached view (steps/doctor-lists.ts rewrites the request to it after this
 * step), a cached page whose HTML has no nonce; /doctorList itself (a name search, filters of no
 * filter's shape) is rendered per request. e2e/security-headers.spec.ts classes addresses with it.
 */
export function classOfTarget(routes: RouteTable, target: string, method = "GET", routeOfTarget = () => routes.match(pathOf(target))): AddressClass {
  const view = doctorListViewOf(method, target);
  return view ? classOfPath(routes, view) : addressClass(pathOf(target), routeOfTarget());
}

/** The class of a request, worked out once per request (its route matched once, shared with the steps after: routeOfRequest). */
function requestClass(routes: RouteTable, req: IncomingMessage): AddressClass {
  let cls = classOfRequest.get(req);
  if (!cls) {
    cls = classOfTarget(routes, req.url ?? "/", req.method, () => routeOfRequest(routes, req));
    classOfRequest.set(req, cls);
  }
  return cls;
}

/** A private or live answer's own headers (its nonce), by request. */
const ownHeaders = new WeakMap<IncomingMessage, ReturnType<typeof classHeaders>>();
/** How a request's headers become a live page's, made by the step with the site's options. */
const toLive = new WeakMap<IncomingMessage, () => void>();

/**
 * The whole not-found page is rendered per request: it answers as a live page, with its own
 * nonce put on the request before Next renders it, whatever the address's class was (a cached
 * page's unknown record, a file route's unknown short link); a private page's stays private.
 */
export const answerAsNotFoundPage = (req: IncomingMessage) => {
  const cls = classOfRequest.get(req);
  if (cls !== "private" && cls !== "live") toLive.get(req)?.();
};

/** A fresh nonce: 18 random bytes in base64, 144 bits (the CSP spec asks for at least 128). */
const newNonce = () => crypto.randomBytes(18).toString("base64");

/**
 * The headers of the address's class (lib/http/address-class.ts), applied just before the answer's
 * headers are sent: the class's fixed headers replace whatever was set, its defaults fill in only
 * what the route did not set itself (a résumé's own sandbox policy stays). A private or live
 * page's nonce is put on the request too, where Next reads it for the page's scripts.
 */
export function setClassHeaders(routes: RouteTable, { https = false, dev = false } = {}): Step {
  // Every class but "private" and "live" has the same headers on every answer: made once.
  const shared = Object.fromEntries((["page", "file", "api", "next"] as const).map((c) => [c, classHeaders(c, { https, dev })]));
  return (req, res, next) => {
    const cls = requestClass(routes, req);
    // A private or live page's headers carry this request's nonce; the class only ever changes
    // to live, for the not-found page (answerAsNotFoundPage), never from private or live.
    const nonced = (to: "private" | "live") => {
      const own = classHeaders(to, { nonce: newNonce(), https, dev });
      classOfRequest.set(req, to);
      ownHeaders.set(req, own);
      req.headers["content-security-policy"] = own.fixed["Content-Security-Policy"];
    };
    if (cls === "private" || cls === "live") nonced(cls);
    else toLive.set(req, () => nonced("live"));
    onHeaders(res, function apply() {
      const { fixed, defaults } = ownHeaders.get(req) ?? shared[classOfRequest.get(req) ?? cls];
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
    if (!isClientNavigation(req) || requestClass(routes, req) !== "private") return next();
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
