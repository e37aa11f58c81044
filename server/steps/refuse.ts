import { findUnsafeCharacter } from "@/lib/contracts/common";
import { normalisePercentEncoding } from "@/lib/http/canonical-path";
import { allowList, isApiPath, NEXT_METHODS } from "@/lib/http/methods";
import { methodRefusal, renderRefusal, type Refusal } from "@/lib/http/refusal";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Step } from "../request-path";
import { DOCTOR_LIST_VIEWS } from "@/lib/routes";
import { isAtOrUnder, withoutTrailingSlash } from "@/lib/path-prefix";
import { allowOf, pageMethods, pathOf, type RouteTable } from "../routes";
import { answerHeaders } from "./headers";

// Requests Next cannot handle, or should not see, answered before it:
// - TRACE (and TRACK): the fetch standard forbids them, so Next's Request throws (a 500);
// - a made-up method (PROPFIND, FOO): Next's routes answer a bare 400; here a 405 with the
//   address's true Allow (CONNECT and methods Node's parser refuses: server/main.ts);
// - a request target that is not a path: `*` makes Next throw "Invalid URL" (a 500), and an
//   absolute URL (GET http://other.example/x) made Next redirect to that URL;
// - broken percent-encoding (Next's own parameter decoding would throw a 500) or a control
//   character in the path or the query (it would reach the database) → 400;
// - a method no route at the address takes → 405 with a true Allow; OPTIONS on a page → 204
//   (a page takes POST only where the build has a Server Action: a build without one has no
//   page that can use it, and Next's own 405 for it said "Allow: GET" and "Allow: HEAD");
// - a page address spelling plain characters as escapes ("dr%2Drajesh") → 308 to the plain
//   spelling (one address per page);
// - a path with a dot segment ("/x/../my-booking", "%2e%2e") or a backslash → 308 to the path
//   Next would serve (WHATWG URL parsing resolves them), so that every later step (a page's
//   class and CSP, these refusals) sees the page that is served; an address whose escaped
//   slashes (%2F) decode to a static route → 308 to it, for the same reason (Next finds a static
//   route by its decoded path too);
// - /api itself, Next's build files (/_next/static/) and a doctor list's view (no address of its own)
//   answer as they are: a JSON 404, GET and HEAD only, a 404;
// - in a build with Server Actions, a page's POST that is neither an action's call nor a form → 415;
// - a Server Action the build does not have (Next-Action: …) → Next's own "not found" answer
//   for an unknown action (its client router reads it after a deployment), without Next's
//   warning in the log for every made-up value.

export type Verdict = Refusal | "pass" | { rewrite: string } | { redirect: string };

/** Next's own files and dev tooling, which it serves before any route: never checked here. */
const NEXT_INTERNAL = /^\/(?:_next\/|__nextjs)/;

/** Next's request header naming a Server Action (next/dist/client/components/app-router-headers ACTION_HEADER). */
const ACTION_HEADER = "next-action";

/**
 * Next's answer to an action it does not have (app-render/action-handler.js, handleUnrecognizedAction):
 * the header its client router reads, 400 for an id of the wrong length (42 characters), else 409.
 * Answered here because Next also writes a warning with the client's value for each one.
 */
function unknownActionAnswer(id: string): { status: number; headers: Record<string, string>; body: string } {
  const status = id.length === 42 ? 409 : 400;
  return {
    status,
    headers: { "x-nextjs-action-not-found": "1", "Content-Type": "text/plain", "Cache-Control": "no-store" },
    body: status === 400 ? "Invalid Server Action request." : "Server Action unavailable.",
  };
}

/** A form's content types, which Next reads as a Server Action posted without JavaScript (next/dist/server/lib/server-action-request-meta.js). */
const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * A page's POST in a build with Server Actions that is neither an action's call (Next-Action)
 * nor a form: POST is a page's method there, but not with this body (Next answered it with its
 * own 405 and two Allow lines on a cached page, and rendered a live page for it).
 */
const NOT_A_FORM: Refusal = {
  status: 415,
  message: "A page takes a POST only from one of its forms (application/x-www-form-urlencoded or multipart/form-data). Open the page and use its form.",
};

/** The step: refusals and redirects answered here (with the security headers, HSTS where the site is https); a rewrite passes on. */
export function refuseWhatNextCannotTake(routes: RouteTable, { https = false }: { https?: boolean } = {}): Step {
  const headersOf = (target: string) => answerHeaders(routes, target, { https });
  const actions = routes.serverActions;
  return (req, res, next) => {
    const action = req.method === "POST" ? req.headers[ACTION_HEADER] : undefined;
    const verdict = verdictFor(req.method ?? "", req.url ?? "", routes, typeof action === "string");
    if (verdict === "pass" || "rewrite" in verdict) {
      if (verdict !== "pass") req.url = verdict.rewrite;
      // A page's POST where the build's actions are known (a build without any refused it above,
      // unless it calls one): a call to an action the build has, or one of its forms.
      if (actions && req.method === "POST" && !isApiPath(pathOf(req.url ?? "/"))) {
        if (typeof action === "string" && !actions.has(action)) {
          const { status, headers, body } = unknownActionAnswer(action);
          res.writeHead(status, { ...headersOf(req.url ?? "/"), ...headers, "Content-Length": String(Buffer.byteLength(body)) });
          res.end(body);
          return;
        }
        if (typeof action !== "string" && !FORM_TYPE.test(req.headers["content-type"] ?? "")) {
          answerRefusal(res, NOT_A_FORM, req.url ?? "/", undefined, headersOf);
          return;
        }
      }
      return next();
    }
    if ("redirect" in verdict) {
      // Relative: the Host header is the client's word.
      res.writeHead(308, { ...headersOf(req.url ?? "/"), Location: verdict.redirect, "Content-Length": "0" });
      res.end();
      return;
    }
    answerRefusal(res, verdict, req.url ?? "/", req.headers[REQUEST_ID_HEADER.toLowerCase()], headersOf);
  };
}

/** The request id an API refusal carries (a well-formed incoming one, else a new one); none off the API. */
function refusalRequestId(target: string, incoming: string | string[] | undefined): string | undefined {
  if (!isApiPath(pathOf(target))) return undefined;
  return requestIdFrom(new Headers(typeof incoming === "string" ? { [REQUEST_ID_HEADER]: incoming } : {}));
}

/** The headers of an answer at `target`: its address class's (server/steps/headers.ts answerHeaders). */
type HeadersOf = (target: string) => Record<string, string>;

function answerRefusal(res: ServerResponse, refusal: Refusal, target: string, incomingId: string | string[] | undefined, headersOf: HeadersOf): void {
  const { status, headers, body } = renderRefusal(refusal, isApiPath(pathOf(target)), refusalRequestId(target, incomingId), headersOf(target));
  res.writeHead(status, { ...headers, "Content-Length": String(Buffer.byteLength(body)), Connection: "close" });
  res.end(body);
}

/**
 * What the server does with a request before Next sees it. `action`: the request names a Server
 * Action (a POST with Next-Action), which a page takes whatever its build has: the step answers
 * one the build does not have.
 */
export function verdictFor(method: string, target: string, routes: RouteTable, action = false): Verdict {
  if (target === "*") {
    // RFC 9110: `OPTIONS *` asks what the server as a whole supports; anything else with `*` is malformed.
    return method === "OPTIONS"
      ? { status: 204, message: "", allow: serverAllow(routes) }
      : { status: 400, message: "The request target * is only meaningful with OPTIONS: send a path that starts with /." };
  }
  if (/^https?:\/\//i.test(target)) {
    // absolute-form (RFC 9112 3.2.2): serve its path, never redirect to the host it names.
    let rewrite: string;
    try {
      const url = new URL(target);
      rewrite = `${url.pathname}${url.search}`;
    } catch {
      return { status: 400, message: "The request target is not a valid address: send a path that starts with /." };
    }
    const verdict = addressVerdict(method, rewrite, routes, action);
    return verdict === "pass" ? { rewrite } : verdict;
  }
  if (!target.startsWith("/")) return { status: 400, message: "The request target is not valid: send a path that starts with /." };
  if (UNRESOLVED_PATH.test(pathOf(target))) {
    const resolved = resolvedPath(target);
    return resolved ? { redirect: resolved } : { status: 400, message: "The address is not valid: send a path that starts with a single /." };
  }
  return addressVerdict(method, target, routes, action);
}

/** A dot segment (".", "..", escaped or not) or a backslash: a path WHATWG URL parsing rewrites. */
const UNRESOLVED_PATH = /(?:^|[/\\])(?:\.|%2e){1,2}(?=[/\\]|$)|\\/i;

/**
 * The path and query Next serves for a path-form target: repeated leading slashes (or
 * backslashes) as one, as Next's normalizeRepeatedSlashes takes them (WHATWG parsing would read
 * "//x" or "/\\x" as a host), then its dot segments resolved; never a host-relative "//…".
 * Null for a target no URL parser takes.
 */
function resolvedPath(target: string): string | null {
  try {
    const url = new URL(target.replace(/^[/\\]+/, "/"), "http://server.invalid");
    return `${url.pathname.replace(/^\/{2,}/, "/")}${url.search}`;
  } catch {
    return null;
  }
}

/** Every method some address of the site answers, for `OPTIONS *`. */
export function serverAllow(routes: RouteTable): string[] {
  return allowList([...pageMethods(routes), ...routes.routes.flatMap((r) => r.methods)]);
}

/** The refusal of a method at a path, from its route's Allow; null when the route takes it (a page, a Server Action's call: `action`). */
export function methodVerdict(method: string, pathname: string, routes: RouteTable, action = false): Refusal | null {
  // /api itself: no route (the API's catch-all needs a segment), but an API address all the same.
  if (pathname === "/api" || pathname === "/api/") return methodRefusal(method, pathname, { status: 404, allow: [] });
  // Next's build files take GET and HEAD (its other /_next/ addresses are its own: `next dev`'s
  // tooling takes POST); a doctor list's view answers only as the not-found page (steps/doctor-lists.ts).
  if (pathname.startsWith("/_next/static/")) return allowedMethods(method, pathname, allowList(["GET"]));
  if (isAtOrUnder(pathname, DOCTOR_LIST_VIEWS) && method !== "GET" && method !== "HEAD") return { status: 404, message: `There is no page at ${pathname}.` };
  const route = routes.match(pathname);
  if (route?.kind === "api") {
    // An API route answers every method Next hands it itself (its 405s and OPTIONS: methods()).
    if ((NEXT_METHODS as readonly string[]).includes(method)) return null;
    return route.methods.length ? methodRefusal(method, pathname, { status: 405, allow: allowOf(route, routes) }) : methodRefusal(method, pathname, { status: 404, allow: [] });
  }
  if (action && method === "POST" && route?.kind !== "handler") return null;
  return allowedMethods(method, pathname, allowOf(route, routes));
}

/** A refusal for a method outside `allow` (an Allow list: HEAD and OPTIONS in it), 204 with it for OPTIONS, null for one inside it. */
function allowedMethods(method: string, pathname: string, allow: string[]): Refusal | null {
  if (method === "OPTIONS") return { status: 204, message: "", allow };
  return allow.includes(method) ? null : methodRefusal(method, pathname, { status: 405, allow });
}

/** The checks of a path-form target, cheapest first. */
function addressVerdict(method: string, target: string, routes: RouteTable, action: boolean): Exclude<Verdict, { rewrite: string }> {
  if (!(NEXT_METHODS as readonly string[]).includes(method)) {
    // TRACE, PROPFIND, made-up ones: answered here, whatever the address.
    return methodVerdict(method, pathOf(target), routes)!;
  }
  if (NEXT_INTERNAL.test(target)) return target.startsWith("/_next/static/") ? (methodVerdict(method, pathOf(target), routes) ?? "pass") : "pass";
  // The WHATWG parse Next itself makes of the address, so both see the same path and query.
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(target, "http://server.invalid");
    decodedPath = decodeURIComponent(url.pathname);
    // URLSearchParams keeps a broken escape ("?x=%") as it is; the query must decode strictly too.
    for (const part of url.search.slice(1).split("&")) decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return { status: 400, message: "The address is not valid: it contains broken percent-encoding." };
  }
  const { pathname, searchParams } = url;
  const unsafe = findUnsafeCharacter(decodedPath) ?? [...searchParams].map(([k, v]) => findUnsafeCharacter(k) ?? findUnsafeCharacter(v)).find(Boolean);
  if (unsafe) {
    return {
      status: 400,
      message: `The address is not valid: it contains the character ${unsafe} (a control character or a broken character). Remove it and try again.`,
    };
  }
  // Next looks a static route up by its decoded path too: "/payment%2Fsandbox" would render
  // /payment/sandbox while every step here judged another address (its class, its headers). Sent
  // to that page's own address; in a dynamic segment an escaped slash stays part of the value.
  if (/%2f/i.test(pathname)) {
    const staticRoute = routes.match(decodedPath);
    if (staticRoute && staticRoute.pattern === withoutTrailingSlash(decodedPath)) return { redirect: `${decodedPath}${url.search}` };
  }
  const refusal = methodVerdict(method, pathname, routes, action);
  if (refusal) return refusal;
  if (!isApiPath(pathname)) {
    const plain = normalisePercentEncoding(pathname);
    if (plain !== pathname) return { redirect: `${plain}${url.search}` };
  }
  return "pass";
}

/** What a request Node's parser refused gets: 431 for headers (or an address) too long, 408 for one too slow, else 400 naming the part. */
export function parseErrorRefusal(code: string | undefined): Refusal {
  if (code === "HPE_HEADER_OVERFLOW") {
    return { status: 431, message: "The request's address or headers are too long (16 kB in all at most): shorten the address or send fewer cookies and headers." };
  }
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") return { status: 408, message: "The request took too long to arrive. Send it again." };
  if (code && /CHUNK|CONTENT_LENGTH|TRANSFER_ENCODING|BODY/.test(code)) {
    return { status: 400, message: "The request's body could not be read: its length or its chunked encoding is malformed." };
  }
  return { status: 400, message: "The request could not be read: its address or headers hold characters HTTP does not allow. Encode the address (percent-encoding) and try again." };
}

/** A character of an HTTP method (RFC 9110 token), as a regular expression's class. */
const METHOD_TOKEN = "[A-Za-z0-9!#$%&'*+.^_`|~-]";
/** A request line (method, target, version), as the start of what Node's parser kept. */
const REQUEST_LINE = new RegExp(`^(${METHOD_TOKEN}+) (\\S+) HTTP/\\d\\.\\d`);
/** A method that may be named in an answer. */
const SAFE_METHOD = new RegExp(`^${METHOD_TOKEN}{1,32}$`);

/** A raw answer on a socket Node has taken out of HTTP handling (CONNECT, a parse error). */
function answerSocket(socket: Duplex, refusal: Refusal, target: string, headersOf: HeadersOf): void {
  const { status, headers, body } = renderRefusal(refusal, isApiPath(pathOf(target)), refusalRequestId(target, undefined), headersOf(target));
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}`,
    ...Object.entries({ ...headers, "Content-Length": String(Buffer.byteLength(body)), Connection: "close" }).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

/**
 * The server's 'connect' and 'clientError' listeners: Node takes CONNECT out of HTTP handling
 * (with no listener it drops the connection), and its parser answers what it refuses with a bare
 * 400 or 431 and no body. CONNECT and a made-up method get the 405 of their address; anything
 * else the parser refused (headers over 16 kB, bytes HTTP does not allow, a malformed body, a
 * request too slow) its status with a message (parseErrorRefusal).
 */
export function socketRefusals(routes: RouteTable, { https = false } = {}) {
  const headersOf = (target: string) => answerHeaders(routes, target, { https });
  return {
    onConnect(req: IncomingMessage, socket: Duplex): void {
      const target = req.url ?? "/";
      answerSocket(socket, methodVerdict("CONNECT", pathOf(target), routes)!, target, headersOf);
    },
    onClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }): void {
      // As Node's own listener: nothing is written into an answer already under way.
      if (!socket.writable || socket._httpMessage?.headersSent) {
        socket.destroy();
        return;
      }
      // The request line, when what Node kept starts with one: its target decides between the JSON envelope and the page.
      const line = REQUEST_LINE.exec(error.rawPacket?.toString("latin1") ?? "");
      const [method, rawTarget] = line ? [line[1], line[2]] : ["", "/"];
      const target = rawTarget.startsWith("/") ? rawTarget : "/";
      if (error.code === "HPE_INVALID_METHOD") {
        const safeMethod = SAFE_METHOD.test(method) ? method : "this";
        answerSocket(socket, methodVerdict(safeMethod, pathOf(target), routes)!, target, headersOf);
        return;
      }
      // Node's parser refused the rest (a header or address over its 16 kB, bytes no HTTP allows):
      // its own answer is a bare 400 or 431 with no body; this one says what to change.
      answerSocket(socket, parseErrorRefusal(error.code), target, headersOf);
    },
  };
}
