// Detects Next's bare 404 document before any byte of it reaches the client, so the front
// (scripts/server.mjs) can answer with the whole not-found page instead. Plain ESM: it runs
// in the production server before Next is loaded, without a build step of its own.
import fs from "node:fs";
import path from "node:path";
import compression from "compression";

/** Tells the root not-found page which address was missing (app/not-found.tsx). */
export const MISSING_PATH_HEADER = "x-hospital-missing-path";

/** Paths that never get a document from a page route: the API, assets, uploads. */
const NOT_PAGES = /^\/(api|_next|public)(\/|$)/;

/**
 * Which request paths a route of this build answers, from Next's own manifest: a path no
 * route matches already gets Next's whole not-found page, so only these are held. Pages and
 * the route handlers that answer documents (/p/:shortId) count; the API and uploads do not.
 */
export function loadRouteMatcher(distDir) {
  const routes = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  const patterns = [...routes.staticRoutes, ...routes.dynamicRoutes]
    .filter((r) => !r.page.startsWith("/_") && !NOT_PAGES.test(r.page))
    .map((r) => new RegExp(r.regex));
  return (pathname) => patterns.some((re) => re.test(pathname));
}

/** The path of a request target, or null for one that is not an absolute path ("*", a full URL). */
export function requestPath(url) {
  if (!url || !url.startsWith("/")) return null;
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** A browser or crawler asking for a document (not an RSC fetch of a client navigation). */
export function isDocumentRequest(req, isRoute) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = requestPath(req.url);
  if (!pathname || NOT_PAGES.test(pathname) || !isRoute(pathname)) return false;
  // Client-side navigations fetch the RSC payload; the router renders not-found itself.
  return !(req.headers["rsc"] || req.headers["next-router-prefetch"] || req.headers["next-router-state-tree"]);
}

/**
 * Wraps `res` until Next decides its status and type. An HTML 404 is swallowed (status,
 * headers and body never sent) and reported by wasNotFound(); anything else passes
 * straight through from its first byte.
 */
export function holdNotFoundDocument(res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let decided = false;
  let swallowing = false;
  let markDecided;
  let markEnded;
  const decision = new Promise((resolve) => (markDecided = resolve));
  const ended = new Promise((resolve) => (markEnded = resolve));

  const decide = () => {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader("content-type") ?? "");
    swallowing = res.statusCode === 404 && type.startsWith("text/html");
    markDecided(swallowing);
  };
  const callbackOf = (...args) => args.find((arg) => typeof arg === "function");

  // The wrappers stay in place and forward once the answer passes: Next's compression wraps
  // these same methods after us, so putting the originals back would unhook it.
  res.writeHead = function writeHead(status, ...rest) {
    if (typeof status === "number") res.statusCode = status;
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    decide();
    return swallowing ? res : original.writeHead.call(res, res.statusCode);
  };
  res.flushHeaders = function flushHeaders() {
    decide();
    if (!swallowing) original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    decide();
    if (!swallowing) return original.write.call(res, chunk, encoding, callback);
    const done = callbackOf(encoding, callback);
    if (done) queueMicrotask(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    decide();
    if (!swallowing) return original.end.call(res, chunk, encoding, callback);
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
    async wasNotFound(handled) {
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
 * The front's request listener around Next's `handle` and `render404`. Compression is done
 * here, not by Next (next.config.ts `compress: false`): the hold must see Next's answer
 * before it is compressed, and the re-rendered page is compressed as a fresh answer.
 */
export function createFront({ handle, render404, isRoute }) {
  const compress = compression();

  async function respond(req, res) {
    if (!isDocumentRequest(req, isRoute)) return handle(req, res);
    const missingPath = requestPath(req.url);
    const held = holdNotFoundDocument(res);
    if (!(await held.wasNotFound(handle(req, res)))) return;
    held.release();
    req.headers[MISSING_PATH_HEADER] = missingPath;
    await render404(req, res);
  }

  return (req, res) => {
    // Only this front may say which address was missing.
    delete req.headers[MISSING_PATH_HEADER];
    compress(req, res, () =>
      respond(req, res).catch((error) => {
        // Next answers its own errors; this is the front's, and a request never hangs on it.
        console.error(JSON.stringify({ level: "error", event: "front failed", errorClass: error?.name ?? typeof error }));
        if (!res.headersSent) {
          res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
          res.end("Something went wrong on our side. Please try again in a moment.\n");
        } else res.destroy();
      }),
    );
  };
}
