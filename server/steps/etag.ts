import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import fresh from "fresh";
import type { Step } from "../request-path";

// A cached page (or its RSC payload) leaves Next in one piece: `res.end(body)`. Next's own ETag
// (next.config.ts `generateEtags`, off) is an FNV-1a hash computed in JavaScript, a character at
// a time, over the whole page on every request: about an eighth of the server's CPU on a cached
// doctor page (the CPU profile in the issue 20 note). The same strong validator from Node's
// native SHA-1 costs a fraction of that. A streamed answer (a page rendered per request) has no
// ETag, as with Next's own. HEAD answers carry none either: Next ends them without a body.

/** A strong ETag of `body`: its SHA-1 in base64url, quoted. */
export const etagOf = (body: string | Buffer): string => `"${createHash("sha1").update(body).digest("base64url")}"`;

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
      const etag = etagOf(chunk as string | Buffer);
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
