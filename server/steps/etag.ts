import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import type { Step } from "../request-path";

// A cached page (or its RSC payload) leaves Next in one piece: `res.end(body)`. Next's own ETag
// (next.config.ts `generateEtags`, off) is an FNV-1a hash computed in JavaScript, a character at
// a time, over the whole page on every request: about an eighth of the server's CPU on a cached
// doctor page (the CPU profile in the issue 20 note). The same strong validator from Node's
// native SHA-1 costs a fraction of that, and a public page's is taken once and kept with its
// bytes (below), which then go out in its place. A streamed answer (a page rendered per request) has no
// ETag, as with Next's own. HEAD answers carry none either: Next ends them without a body.

/** A strong ETag of `body`: its SHA-1 in base64url, quoted. */
export const etagOf = (body: string | Buffer): string => `"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * Public pages recently sent, by their text: the ETag and the UTF-8 bytes of each. A cached page
 * leaves Next as the same string on every request (its page-cache entry), and a page holds
 * characters outside ASCII (₹, –), which V8 keeps two bytes wide: hashing it, measuring it for
 * Content-Length and writing it to the socket each encoded the whole page again. Kept once, the
 * page goes out as bytes (with its hash, a quarter of the CPU of serving a cached doctor page in
 * the issue 20 profile). Only answers any visitor may be sent (not private, not no-store) are
 * kept: nothing personal is held here. Bounded by what it holds (both copies counted).
 */
const publicPages = new LRUCache<string, { etag: string; bytes: Buffer }>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (page, text) => Math.max(1, page.bytes.length + 2 * text.length),
});

/** How many public pages are held (for tests). */
export const heldPageCount = (): number => publicPages.size;

/** Whether an answer is the same for every visitor: its Cache-Control is neither private nor no-store. */
const isPublic = (res: ServerResponse): boolean => !/\b(?:private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? "private"));

/** The ETag of a body about to be sent, and the body to send: a public page's kept bytes, else the body as given. */
function tagged(res: ServerResponse, body: string | Buffer, encoding: unknown): { etag: string; body: string | Buffer } {
  const utf8 = encoding === undefined || typeof encoding === "function" || encoding === "utf8" || encoding === "utf-8";
  if (typeof body !== "string" || !utf8 || !isPublic(res)) return { etag: etagOf(body), body };
  let page = publicPages.get(body);
  if (page === undefined) {
    const bytes = Buffer.from(body, "utf8");
    publicPages.set(body, (page = { etag: etagOf(bytes), bytes }));
  }
  return { etag: page.etag, body: page.bytes };
}

type End = ServerResponse["end"];

/** Gives a 200 answer sent whole an ETag, and answers 304 when the client already holds that version. */
export const strongEtags: Step = (req, res, next) => {
  if (req.method !== "GET") return next();
  const { write, end } = res;
  let streamed = false;
  res.write = function (this: ServerResponse, ...args: Parameters<ServerResponse["write"]>) {
    streamed = true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const whole = typeof chunk === "string" || Buffer.isBuffer(chunk);
    if (!streamed && whole && res.statusCode === 200 && !res.headersSent && !res.hasHeader("etag")) {
      const { etag, body } = tagged(res, chunk as string | Buffer, rest[0]);
      chunk = body;
      res.setHeader("ETag", etag);
      if (fresh(req.headers, { etag })) {
        res.statusCode = 304;
        res.removeHeader("content-type");
        res.removeHeader("content-length");
        // No body, and no callback handed on (a wrapper may take it for a chunk): it runs on 'finish'.
        const callback = rest.find((arg): arg is () => void => typeof arg === "function");
        if (callback) this.once("finish", callback);
        return (end as () => ServerResponse).call(this);
      }
    }
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as End;
  return next();
};
