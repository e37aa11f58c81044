import "server-only";
import crypto from "node:crypto";
import http from "node:http";
import type { Duplex } from "node:stream";
import { findUnsafeCharacter } from "@/lib/contracts/common";
import { normalisePercentEncoding } from "@/lib/http/canonical-path";
import { ROUTE_PREFIXES } from "@/lib/routes";
import { isApiPath, methodVerdict, NEXT_METHODS, serverAllowList } from "@/lib/http/methods";
import { methodRefusal, renderRefusal, type Refusal } from "@/lib/http/refusal";
import { isWellFormedRequestId, REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";
import { HSTS_VALUE, securityHeaders } from "@/lib/http/security-headers.mjs";
import { stampClientAddress } from "./client-address";

// Requests Next cannot handle, answered at the HTTP server before Next sees them:
// - TRACE (and TRACK): the fetch standard forbids them, so building the middleware's Request
//   throws and Next answers a plain-text 500;
// - CONNECT: Node emits it as a 'connect' event and, with no listener, drops the connection;
// - a made-up method (FOO): Node's parser rejects it with a bare 400;
// - a request target that is not a path: `*` makes Next throw "Invalid URL" (a 500), and an
//   absolute URL (GET http://other.example/x) made Next redirect to that URL.
// `next start` owns the server, so the guard is installed from instrumentation.ts by wrapping
// http.Server's emit: the only hook Node offers before a server's own listeners run.
//
// It also does the cheap checks every address shares, which the middleware did until it was
// limited to the pages with patient data (a middleware on every request halved the throughput
// of cached pages; here they cost a URL parse):
// - broken percent-encoding (Next's own parameter decoding would throw a 500) or a control
//   character in the path or the query (it would reach the database) → 400;
// - a method a page does not take → 405 with a true Allow, OPTIONS on a page → 204;
// - a page address spelling plain characters as escapes ("dr%2Drajesh") → 308 to the plain
//   spelling (one address per page);
// - API answers carry X-Request-Id (the route wrapper reuses the id set here) and, like
//   short-link hops, X-Robots-Tag: noindex.

/** Next's own files and dev tooling, which it serves before any route: never checked here (the middleware never saw them). */
const NEXT_INTERNAL = /^\/(?:_next\/|__nextjs)/;

const GUARD = Symbol.for("sunrise-hospital.request-guard");

export type GuardVerdict = Refusal | "pass" | { rewrite: string } | { redirect: string };

export function refusalForRequest(method: string, target: string): GuardVerdict {
  if (target === "*") {
    // RFC 9110: `OPTIONS *` asks what the server as a whole supports; anything else with `*` is malformed.
    return method === "OPTIONS"
      ? { status: 204, message: "", allow: serverAllowList() }
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
    const verdict = addressVerdict(method, rewrite);
    return verdict === "pass" ? { rewrite } : verdict;
  }
  if (!target.startsWith("/")) return { status: 400, message: "The request target is not valid: send a path that starts with /." };
  return addressVerdict(method, target);
}

/** The checks of a path-form target, cheapest first. */
function addressVerdict(method: string, target: string): Exclude<GuardVerdict, { rewrite: string }> {
  // Every method Next's routes do not take (TRACE, PROPFIND, ...) is answered here, in one place.
  if (!(NEXT_METHODS as readonly string[]).includes(method)) {
    const pathname = pathOf(target);
    const verdict = methodVerdict(method, pathname) ?? { status: 405 as const, allow: [] };
    return methodRefusal(method, pathname, verdict);
  }
  if (NEXT_INTERNAL.test(target)) return "pass";
  // The WHATWG parse Next itself makes of the address, so both see the same path and query.
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(target, "http://guard.invalid");
    decodedPath = decodeURIComponent(url.pathname);
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
  const verdict = methodVerdict(method, pathname);
  if (verdict) return methodRefusal(method, pathname, verdict);
  if (!isApiPath(pathname)) {
    const plain = normalisePercentEncoding(pathname);
    if (plain !== pathname) return { redirect: `${plain}${url.search}` };
  }
  return "pass";
}

const pathOf = (target: string) => (target.startsWith("/") ? target.split(/[?#]/)[0] : "/");

/** The request id an API answer carries (a well-formed incoming one, else a new one). */
function apiRequestId(target: string, incoming: string | string[] | undefined): string | undefined {
  if (!isApiPath(pathOf(target))) return undefined;
  return requestIdFrom(new Headers(typeof incoming === "string" ? { [REQUEST_ID_HEADER]: incoming } : {}));
}

/** HSTS on the guard's own answers, as on every other (installRequestGuard's `hsts`); they never reach the production front. */
let extraHeaders: Record<string, string> = {};

function answer(res: http.ServerResponse, refusal: Refusal, target: string, incomingId?: string | string[]): void {
  const { status, headers, body } = renderRefusal(refusal, isApiPath(pathOf(target)), apiRequestId(target, incomingId));
  res.writeHead(status, { ...headers, ...extraHeaders, "Content-Length": String(Buffer.byteLength(body)), Connection: "close" });
  res.end(body);
}

/** A permanent redirect to the plain spelling of a page address (relative: the Host header is the client's word). */
function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(308, { ...securityHeaders(), ...extraHeaders, Location: location, "Content-Length": "0" });
  res.end();
}

/** What the route wrapper and search engines need to know of a request that passes. */
function markPassing(req: http.IncomingMessage, res: http.ServerResponse): void {
  const pathname = pathOf(req.url ?? "/");
  if (isApiPath(pathname)) {
    const incoming = req.headers["x-request-id"];
    const id = typeof incoming === "string" && isWellFormedRequestId(incoming.trim()) ? incoming.trim() : crypto.randomUUID();
    req.headers["x-request-id"] = id;
    stampClientAddress(req, trustedHops);
    res.setHeader(REQUEST_ID_HEADER, id);
    res.setHeader("X-Robots-Tag", "noindex");
  } else if (pathname.startsWith(`${ROUTE_PREFIXES.shortLink}/`)) res.setHeader("X-Robots-Tag", "noindex");
}

/** A raw answer on a socket Node has taken out of HTTP handling (CONNECT, a parse error). */
function answerSocket(socket: Duplex, refusal: Refusal, target: string): void {
  const { status, headers, body } = renderRefusal(refusal, isApiPath(pathOf(target)), apiRequestId(target, undefined));
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}`,
    ...Object.entries({ ...headers, ...extraHeaders, "Content-Length": String(Buffer.byteLength(body)), Connection: "close" }).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}

function onConnect(req: http.IncomingMessage, socket: Duplex): void {
  const target = req.url ?? "/";
  const verdict = methodVerdict("CONNECT", pathOf(target)) ?? { status: 405 as const, allow: [] };
  answerSocket(socket, methodRefusal("CONNECT", pathOf(target), verdict), target);
}

/** Node's parser rejected the request line: a made-up method gets a 405 (read from the raw bytes) instead of a bare 400. */
function onClientError(error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex): boolean {
  if (error.code !== "HPE_INVALID_METHOD" || !socket.writable) return false;
  const [method = "", target = "/"] = (error.rawPacket?.toString("latin1").split("\r\n")[0] ?? "").split(" ");
  const safeMethod = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,32}$/.test(method) ? method : "this";
  const pathname = pathOf(target);
  const verdict = methodVerdict(safeMethod, pathname) ?? { status: 405 as const, allow: [] };
  answerSocket(socket, methodRefusal(safeMethod, pathname, verdict), target);
  return true;
}

let trustedHops = 0;

export interface GuardOptions {
  /** TRUST_PROXY: proxies whose X-Forwarded-For entries are believed for the client's address (0: none). */
  trustProxyHops?: number;
  /** Send Strict-Transport-Security on the guard's answers: production with an https SITE_URL (lib/http/security-headers.mjs). */
  hsts?: boolean;
}

/** Installs the guard on every HTTP server of this process (once); answers a function that removes it (for tests). */
export function installRequestGuard({ hsts = false, trustProxyHops = 0 }: GuardOptions = {}): () => void {
  const proto = http.Server.prototype as http.Server & { [GUARD]?: boolean };
  if (proto[GUARD]) return () => undefined;
  proto[GUARD] = true;
  extraHeaders = hsts ? { "Strict-Transport-Security": HSTS_VALUE } : {};
  trustedHops = trustProxyHops;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "connection" && this.listenerCount("connect") === 0) this.on("connect", onConnect);
    if (event === "clientError" && onClientError(args[0] as NodeJS.ErrnoException, args[1] as Duplex)) return true;
    if (event === "request") {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const verdict = refusalForRequest(req.method ?? "", req.url ?? "");
      if (verdict !== "pass") {
        if ("redirect" in verdict) {
          redirect(res, verdict.redirect);
          return true;
        }
        if ("rewrite" in verdict) req.url = verdict.rewrite;
        else {
          answer(res, verdict, req.url ?? "/", req.headers[REQUEST_ID_HEADER.toLowerCase()]);
          return true;
        }
      }
      markPassing(req, res);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
  return () => {
    proto.emit = emit;
    delete proto[GUARD];
    extraHeaders = {};
    trustedHops = 0;
  };
}
