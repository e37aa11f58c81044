import fs from "node:fs";
import path from "node:path";
import fresh from "fresh";
import type { Step } from "../request-path";
import { COMPRESS_MIN_BYTES, compressSmallest, ENCODINGS, preferredEncoding, type Encoding } from "./compress";
import { etagOf } from "./etag";

// Next's scripts and style sheets (`/_next/static/…`) never change under their names, so they are
// compressed once, when the site is built, at the smallest size (brotli quality 11, gzip level 9),
// instead of on every request at the compression step's speed-first settings (brotli quality 4):
// 15 % fewer bytes for a first visit (134 kB of brotli against 157 kB for the scripts and styles
// of the home page) and no compression work per request. `npm run build` writes the copies beside
// the files (`.br`, `.gz`); the server loads them at start and answers from memory. Without them
// (`next dev`, a plain `next build`) the compression step serves these files as before.

const TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};
const SUFFIX: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" };

function* staticFiles(dir: string, under = ""): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(dir, under), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const name = path.posix.join(under, entry.name);
    if (entry.isDirectory()) yield* staticFiles(dir, name);
    else if (path.extname(entry.name) in TYPES) yield name;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each script and style sheet of a build's static folder
 * (`.next/static`) that compression makes smaller. Returns how many files and bytes it wrote.
 */
export async function writePrecompressed(staticDir: string): Promise<{ files: number; bytes: number; from: number }> {
  let files = 0;
  let bytes = 0;
  let from = 0;
  for (const name of staticFiles(staticDir)) {
    const file = path.join(staticDir, name);
    const body = fs.readFileSync(file);
    if (body.length < COMPRESS_MIN_BYTES) continue;
    const copies = await compressSmallest(body);
    for (const encoding of ENCODINGS) {
      if (copies[encoding].length >= body.length) continue;
      fs.writeFileSync(file + SUFFIX[encoding], copies[encoding]);
      bytes += copies[encoding].length;
    }
    files += 1;
    from += body.length;
  }
  return { files, bytes, from };
}

interface Copy {
  readonly body: Buffer;
  readonly etag: string;
}
interface Asset {
  readonly type: string;
  readonly copies: Partial<Record<Encoding, Copy>>;
}

/** The compressed copies of a build's static folder, by the address each file is served at. */
export function loadPrecompressed(staticDir: string, urlPrefix = "/_next/static/"): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  for (const name of staticFiles(staticDir)) {
    const copies: Partial<Record<Encoding, Copy>> = {};
    for (const encoding of ENCODINGS) {
      const file = path.join(staticDir, name + SUFFIX[encoding]);
      if (!fs.existsSync(file)) continue;
      const body = fs.readFileSync(file);
      copies[encoding] = { body, etag: etagOf(body) };
    }
    if (Object.keys(copies).length > 0) assets.set(urlPrefix + name, { type: TYPES[path.extname(name)], copies });
  }
  return assets;
}

/**
 * Answers GET and HEAD of a static script or style sheet with its compressed copy, in the encoding
 * the client prefers of those kept (brotli, then gzip). Anything else, and a client that takes
 * neither, goes on (to the compression step and Next).
 */
export function servePrecompressed(assets: ReadonlyMap<string, Asset>): Step {
  return (req, res, next) => {
    if (assets.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const asset = assets.get(query === -1 ? url : url.slice(0, query));
    if (!asset) return next();
    const encoding = preferredEncoding(req, ENCODINGS.filter((e) => asset.copies[e]));
    const copy = encoding && asset.copies[encoding];
    if (!encoding || !copy) return next();
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("ETag", copy.etag);
    if (fresh(req.headers, { etag: copy.etag })) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader("Content-Type", asset.type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", copy.body.length);
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : copy.body);
  };
}
