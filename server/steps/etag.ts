import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import { LRUCache } from "lru-cache";
import vary from "vary";
import type { Step } from "../request-path";
import { COMPRESS_MIN_BYTES, compressSmallest, ENCODINGS, preferredEncoding, type Encoding } from "./compress";

// A cached page (or its RSC payload) leaves Next in one piece: `res.end(body)`. Next's own ETag
// (next.config.ts `generateEtags`, off) is an FNV-1a hash computed in JavaScript, a character at
// a time, over the whole page on every request: about an eighth of the server's CPU on a cached
// doctor page (a CPU profile of serving it). The same strong validator from Node's
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
 * a CPU profile). Only answers any visitor may be sent (not private, not no-store) are
 * kept: nothing personal is held here. Bounded by what it holds (every copy counted).
 *
 * A kept page over 1 kB also gets its brotli and gzip copies at their smallest size, made once in
 * Node's thread pool after it is first sent (until then the compression step compresses it per
 * request): the home page goes out as 14.6 kB instead of 17.9, and no request pays for
 * compressing it. They share the page's ETag, as the compression step's answers do.
 */
interface KeptPage {
  readonly etag: string;
  readonly bytes: Buffer;
  readonly encoded?: Readonly<Record<Encoding, Buffer>>;
}
const publicPages = new LRUCache<string, KeptPage>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (page, text) => Math.max(1, page.bytes.length + 2 * text.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0)),
});

/** Makes the compressed copies of a kept page, and keeps them with it if it is still held as it was. */
function encodeLater(text: string, page: KeptPage): void {
  if (page.bytes.length < COMPRESS_MIN_BYTES) return;
  compressSmallest(page.bytes).then(
    (encoded) => {
      if (publicPages.peek(text) === page) publicPages.set(text, { ...page, encoded });
    },
    // Compression of bytes in memory does not fail; were it to, the compression step still serves the page.
    () => undefined,
  );
}

/**
 * Compressed copies of public pages made so far (for tests).
 * @internal
 */
export const encodedPageCount = (): number => [...publicPages.values()].filter((page) => page.encoded).length;

/**
 * How many public pages are held (for tests).
 * @internal
 */
export const heldPageCount = (): number => publicPages.size;

/** Whether an answer is the same for every visitor: its Cache-Control is neither private nor no-store. */
const isPublic = (res: ServerResponse): boolean => !/\b(?:private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? "private"));

/** The ETag of a body about to be sent, and the body to send: a public page's kept bytes (or copy), else the body as given. */
function tagged(req: IncomingMessage, res: ServerResponse, body: string | Buffer, encoding: unknown): { etag: string; body: string | Buffer; encoding?: Encoding } {
  const utf8 = encoding === undefined || typeof encoding === "function" || encoding === "utf8" || encoding === "utf-8";
  if (typeof body !== "string" || !utf8 || !isPublic(res)) return { etag: etagOf(body), body };
  let page = publicPages.get(body);
  if (page === undefined) {
    const bytes = Buffer.from(body, "utf8");
    publicPages.set(body, (page = { etag: etagOf(bytes), bytes }));
    encodeLater(body, page);
  }
  const { encoded } = page;
  const chosen = encoded && !res.hasHeader("content-encoding") ? preferredEncoding(req, ENCODINGS) : undefined;
  return chosen && encoded ? { etag: page.etag, body: encoded[chosen], encoding: chosen } : { etag: page.etag, body: page.bytes };
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
      const { etag, body, encoding } = tagged(req, res, chunk as string | Buffer, rest[0]);
      chunk = body;
      res.setHeader("ETag", etag);
      if (encoding) vary(res, "Accept-Encoding");
      if (fresh(req.headers, { etag })) {
        res.statusCode = 304;
        res.removeHeader("content-type");
        res.removeHeader("content-length");
        // No body, and no callback handed on (a wrapper may take it for a chunk): it runs on 'finish'.
        const callback = rest.find((arg): arg is () => void => typeof arg === "function");
        if (callback) this.once("finish", callback);
        return (end as () => ServerResponse).call(this);
      }
      if (encoding) {
        // Sent as its copy: the compression step sees the encoding and leaves it as it is.
        res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", (body as Buffer).length);
      }
    }
    return (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as End;
  return next();
};
