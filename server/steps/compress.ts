import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import compression from "compression";
import Negotiator from "negotiator";
import type { Step } from "../request-path";

/** Answers smaller than this gain less from compression than its headers cost: not compressed, per request or once. */
export const COMPRESS_MIN_BYTES = 1024;

/** The encodings of the copies made once (server/steps/precompressed.ts, server/steps/etag.ts), best first. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` at the smallest size of each encoding (brotli quality 11, gzip level 9), in Node's
 * thread pool: for what is compressed once and sent many times. Brotli 11 takes about 1 ms a kB.
 */
export async function compressSmallest(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

/**
 * The encoding of `offered` the request accepts at its highest q-value, ties going to brotli
 * (Chrome sends "gzip, deflate, br, zstd"), as the compression package negotiates (negotiator
 * 0.6 takes the order of preference; its types predate it). Undefined: the client takes neither.
 */
export function preferredEncoding(req: IncomingMessage, offered: readonly Encoding[]): Encoding | undefined {
  if (offered.length === 0 || !req.headers["accept-encoding"]) return undefined;
  const negotiator = new Negotiator(req) as unknown as { encodings(available: readonly string[], preferred: readonly string[]): string[] };
  return negotiator.encodings(offered, ENCODINGS)[0] as Encoding | undefined;
}

/**
 * gzip (or deflate) for clients that accept it, on text answers over 1 kB: here rather than in
 * Next (next.config.ts `compress: false`), because the not-found step must see Next's answer
 * before it is compressed, and its re-rendered page is compressed as a fresh answer.
 */
export function compress(): Step {
  const middleware = compression({ threshold: COMPRESS_MIN_BYTES });
  return (req, res, next) => {
    // Nothing to do for a client that takes no encoding (a health check, a load tester).
    if (!req.headers["accept-encoding"]) return next();
    return new Promise<void>((resolve, reject) => {
      middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], () => next().then(resolve, reject));
    });
  };
}
