import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { getConfig } from "../config";

/**
 * Files served under /public/... (SPEC.md section 7, "Image paths"): the site's own
 * assets in ./public, then public uploads kept in <DATA_DIR>/uploads/public. Private documents
 * (<DATA_DIR>/uploads/private, résumés) are never served here. Only known types are served,
 * and only from inside those folders.
 */
const CONTENT_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};

export interface PublicFile {
  body: Buffer;
  contentType: string;
  /** Uploads may be replaced under the same name; the site's own assets change only with a deploy. */
  source: "asset" | "upload";
}

function inside(root: string, segments: string[]): string | null {
  if (segments.some((s) => !s || s === "." || s === ".." || s.includes("\0") || s.includes("/") || s.includes("\\"))) return null;
  const full = path.resolve(root, ...segments);
  return full.startsWith(root + path.sep) ? full : null;
}

async function readFrom(root: string, segments: string[]): Promise<Buffer | null> {
  const full = inside(root, segments);
  if (!full) return null;
  try {
    const stat = await fs.stat(full);
    return stat.isFile() ? await fs.readFile(full) : null;
  } catch {
    return null;
  }
}

export async function readPublicFile(segments: string[]): Promise<PublicFile | null> {
  const contentType = CONTENT_TYPES[path.extname(segments.at(-1) ?? "").toLowerCase()];
  if (!contentType) return null;
  const asset = await readFrom(path.resolve("public"), segments);
  if (asset) return { body: asset, contentType, source: "asset" };
  const upload = await readFrom(path.join(getConfig().dataDir, "uploads", "public"), segments);
  if (upload) return { body: upload, contentType, source: "upload" };
  return null;
}

/** The largest SVG a page draws inline instead of loading it as an image. */
const INLINE_SVG_MAX_BYTES = 8 * 1024;

/**
 * Markup that may go into a page as it is: a plain drawing, with no script, event handler,
 * embedded document, style sheet, entity or reference to another file (only "#id" ones). Its
 * <title>, XML prolog, comments and role go: the caller draws it as a decoration.
 */
export function inlineableSvg(markup: string): string | null {
  const svg = markup
    .replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .trim();
  if (!/^<svg[\s>]/.test(svg) || !svg.endsWith("</svg>")) return null;
  if (/<(script|foreignObject|style|iframe|object|embed|use|image|a|animate|set)\b|<!|[\s/"']on[a-z]+\s*=|\b(xlink:)?href\s*=\s*["']?(?!#)|url\(\s*["']?(?!#)|javascript:/i.test(svg)) return null;
  return svg.replace(/<title>[\s\S]*?<\/title>/g, "").replace(/^<svg([^>]*?)\s+role="[^"]*"/, "<svg$1");
}

/**
 * The markup of an image the site ships (./public, never an upload: only the site's own files
 * are trusted inside its pages), for a page to draw with its first paint rather than fetch after
 * it: a doctor's drawn portrait is that page's largest paint. Null for anything else: another
 * type, an upload, a missing file, more than 8 kB, or markup inlineableSvg refuses.
 */
export async function inlineSvgAsset(src: string | null): Promise<string | null> {
  const match = src?.match(/^\/public\/([^?#]+\.svg)$/i);
  if (!match) return null;
  const asset = await readFrom(path.resolve("public"), match[1].split("/"));
  if (!asset || asset.byteLength > INLINE_SVG_MAX_BYTES) return null;
  return inlineableSvg(asset.toString("utf8"));
}
