import compression from "compression";
import type { Step } from "../request-path";

/**
 * gzip (or deflate) for clients that accept it, on text answers over 1 kB: here rather than in
 * Next (next.config.ts `compress: false`), because the not-found step must see Next's answer
 * before it is compressed, and its re-rendered page is compressed as a fresh answer.
 */
export function compress(): Step {
  const middleware = compression();
  return (req, res, next) => {
    // Nothing to do for a client that takes no encoding (a health check, a load tester).
    if (!req.headers["accept-encoding"]) return next();
    return new Promise<void>((resolve, reject) => {
      middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], () => next().then(resolve, reject));
    });
  };
}
