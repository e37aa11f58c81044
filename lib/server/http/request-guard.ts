import "server-only";
import http from "node:http";
import type { Duplex } from "node:stream";
import { isApiPath, methodVerdict, NEXT_METHODS, serverAllowList } from "@/lib/http/methods";
import { methodRefusal, renderRefusal, type Refusal } from "@/lib/http/refusal";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/http/request-id";

// Requests Next cannot handle, answered at the HTTP server before Next sees them:
// - TRACE (and TRACK): the fetch standard forbids them, so building the middleware's Request
//   throws and Next answers a plain-text 500;
// - CONNECT: Node emits it as a 'connect' event and, with no listener, drops the connection;
// - a made-up method (FOO): Node's parser rejects it with a bare 400;
// - a request target that is not a path: `*` makes Next throw "Invalid URL" (a 500), and an
//   absolute URL (GET http://other.example/x) made Next redirect to that URL.
// `next start` owns the server, so the guard is installed from instrumentation.ts by wrapping
// http.Server's emit: the only hook Node offers before a server's own listeners run.

const GUARD = Symbol.for("sunrise-hospital.request-guard");

export function refusalForRequest(method: string, target: string): Refusal | "pass" | { rewrite: string } {
  if (target === "*") {
    // RFC 9110: `OPTIONS *` asks what the server as a whole supports; anything else with `*` is malformed.
    return method === "OPTIONS"
      ? { status: 204, message: "", allow: serverAllowList() }
      : { status: 400, message: "The request target * is only meaningful with OPTIONS: send a path that starts with /." };
  }
  if (/^https?:\/\//i.test(target)) {
    // absolute-form (RFC 9112 3.2.2): serve its path, never redirect to the host it names.
    try {
      const url = new URL(target);
      return { rewrite: `${url.pathname}${url.search}` };
    } catch {
      return { status: 400, message: "The request target is not a valid address: send a path that starts with /." };
    }
  }
  if (!target.startsWith("/")) return { status: 400, message: "The request target is not valid: send a path that starts with /." };
  // Every method Next's routes do not take (TRACE, PROPFIND, ...) is answered here, in one place;
  // the middleware answers the standard ones a page does not take.
  if (!(NEXT_METHODS as readonly string[]).includes(method)) {
    const pathname = target.split(/[?#]/)[0];
    const verdict = methodVerdict(method, pathname) ?? { status: 405 as const, allow: [] };
    return methodRefusal(method, pathname, verdict);
  }
  return "pass";
}

const pathOf = (target: string) => (target.startsWith("/") ? target.split(/[?#]/)[0] : "/");

/** The request id an API answer carries (a well-formed incoming one, else a new one). */
function apiRequestId(target: string, incoming: string | string[] | undefined): string | undefined {
  if (!isApiPath(pathOf(target))) return undefined;
  return requestIdFrom(new Headers(typeof incoming === "string" ? { [REQUEST_ID_HEADER]: incoming } : {}));
}

function answer(res: http.ServerResponse, refusal: Refusal, target: string, incomingId?: string | string[]): void {
  const { status, headers, body } = renderRefusal(refusal, isApiPath(pathOf(target)), apiRequestId(target, incomingId));
  res.writeHead(status, { ...headers, "Content-Length": String(Buffer.byteLength(body)), Connection: "close" });
  res.end(body);
}

/** A raw answer on a socket Node has taken out of HTTP handling (CONNECT, a parse error). */
function answerSocket(socket: Duplex, refusal: Refusal, target: string): void {
  const { status, headers, body } = renderRefusal(refusal, isApiPath(pathOf(target)), apiRequestId(target, undefined));
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ""}`,
    ...Object.entries({ ...headers, "Content-Length": String(Buffer.byteLength(body)), Connection: "close" }).map(([k, v]) => `${k}: ${v}`),
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

/** Installs the guard on every HTTP server of this process (once); answers a function that removes it (for tests). */
export function installRequestGuard(): () => void {
  const proto = http.Server.prototype as http.Server & { [GUARD]?: boolean };
  if (proto[GUARD]) return () => undefined;
  proto[GUARD] = true;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === "connection" && this.listenerCount("connect") === 0) this.on("connect", onConnect);
    if (event === "clientError" && onClientError(args[0] as NodeJS.ErrnoException, args[1] as Duplex)) return true;
    if (event === "request") {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const verdict = refusalForRequest(req.method ?? "", req.url ?? "");
      if (verdict !== "pass") {
        if ("rewrite" in verdict) req.url = verdict.rewrite;
        else {
          answer(res, verdict, req.url ?? "/", req.headers[REQUEST_ID_HEADER.toLowerCase()]);
          return true;
        }
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof proto.emit;
  return () => {
    proto.emit = emit;
    delete proto[GUARD];
  };
}
