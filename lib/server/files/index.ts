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
