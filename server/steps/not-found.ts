import type { IncomingMessage, ServerResponse } from "node:http";
import type { Step } from "../request-path";
import { pathOf, type RouteTable } from "../routes";
import { withoutTrailingSlash } from "@/lib/path-prefix";

// When a page calls notFound() for a record that does not exist (an unknown doctor, speciality,
// service, short link ...), Next.js 16 answers 404 with an empty `<html id="__next_error__">`
// document whose content exists only in the script payload, so clients without JavaScript and
// crawlers see a blank page (vercel/next.js#62228, still open). An address that matches no route
// does get the whole not-found page. This step holds a route's HTML 404 before any byte of it
// leaves and answers with that same whole page instead, at the same address, with the same 404.
// e2e/not-found.spec.ts has the test that fails on the day Next renders the document whole itself.

/** A browser or crawler asking a route for a document (not an RSC fetch of a client navigation). */
export function isDocumentRequest(req: IncomingMessage, routes: RouteTable): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith("/")) return false;
  const route = routes.match(pathOf(req.url ?? "/"));
  // No route: Next renders the whole page itself. The API answers JSON.
  if (!route || route.kind === "api") return false;
  // Client-side navigations fetch the RSC payload; the router renders not-found itself.
  return !(req.headers["rsc"] || req.headers["next-router-prefetch"] || req.headers["next-router-state-tree"]);
}

type Writer = Pick<ServerResponse, "writeHead" | "write" | "end" | "flushHeaders">;

/**
 * Wraps `res` until Next decides its status and type. An HTML 404 is swallowed (status,
 * headers and body never sent) and reported by wasNotFound(); anything else passes
 * straight through from its first byte.
 */
function holdNotFoundDocument(res: ServerResponse) {
  const original: Writer = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let decided = false;
  let swallowing = false;
  let markDecided!: (swallowed: boolean) => void;
  let markEnded!: () => void;
  const decision = new Promise<boolean>((resolve) => (markDecided = resolve));
  const ended = new Promise<void>((resolve) => (markEnded = resolve));

  const decide = () => {
    if (decided) return;
    decided = true;
    swallowing = res.statusCode === 404 && String(res.getHeader("content-type") ?? "").startsWith("text/html");
    markDecided(swallowing);
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is () => void => typeof arg === "function");

  // The wrappers stay in place and forward once the answer passes: a later wrapper of these
  // same methods would be unhooked if the originals were put back.
  const self = res as unknown as Record<keyof Writer, (...args: unknown[]) => unknown>;
  self.writeHead = (status: unknown, ...rest: unknown[]) => {
    if (typeof status === "number") res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v as string);
    decide();
    return swallowing ? res : original.writeHead.call(res, res.statusCode);
  };
  self.flushHeaders = () => {
    decide();
    if (!swallowing) original.flushHeaders.call(res);
  };
  self.write = (chunk: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (!swallowing) return (original.write as (...a: unknown[]) => boolean).call(res, chunk, encoding, callback);
    const done = callbackOf(encoding, callback);
    if (done) queueMicrotask(done);
    return true;
  };
  self.end = (chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    decide();
    if (!swallowing) return (original.end as (...a: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
    const done = callbackOf(chunk, encoding, callback);
    if (done) queueMicrotask(done);
    markEnded();
    return res;
  };

  return {
    /**
     * Whether Next answers an HTML 404, given Next's handling of the request: true once Next
     * has ended the swallowed answer. Next may wait for the response's 'finish' before its
     * handling settles (route handlers do), which a swallowed answer never emits, so this
     * does not wait for `handled` once the answer is known to be swallowed.
     */
    async wasNotFound(handled: Promise<unknown>): Promise<boolean> {
      const swallowed = await Promise.race([decision, handled.then(() => (decide(), swallowing))]);
      if (!swallowed) {
        await handled;
        return false;
      }
      await ended;
      return true;
    },
    /** Hands `res` back with nothing of the swallowed answer (status, headers) left on it. */
    release() {
      Object.assign(res, original);
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusCode = 200;
    },
  };
}

/**
 * The step, last before Next: `render404` is Next's render of an address no route matches
 * (app.render404, deprecated for custom servers in favour of a re-dispatch to an unmatched path,
 * which would give the page that path as its own URL), given the address that was missing
 * (server/main.ts puts it and the page's nonce on the request). Next's own routes (RouteTable
 * nextOwn: /_global-error, /_not-found) get that page whatever asks for them.
 */
export function wholeNotFoundPage(
  routes: RouteTable,
  render404: (req: IncomingMessage, res: ServerResponse, missingPath: string) => Promise<void>,
): Step {
  return async (req, res, next) => {
    const missingPath = pathOf(req.url ?? "/");
    if (routes.nextOwn.has(withoutTrailingSlash(missingPath))) return render404(req, res, missingPath);
    if (!isDocumentRequest(req, routes)) return next();
    const held = holdNotFoundDocument(res);
    if (!(await held.wasNotFound(next()))) return;
    held.release();
    await render404(req, res, missingPath);
  };
}
