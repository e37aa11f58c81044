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

/** A plain drawing's vocabulary: shapes, groups and gradients; nothing that runs, links, loads, styles or holds text. */
const DRAWING_ELEMENTS = new Set(["svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "defs", "linearGradient", "radialGradient", "stop", "clipPath"]);
const DRAWING_ATTRIBUTES = new Set([
  "viewBox", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "d", "points", "transform", "id", "offset",
  "fill", "fill-rule", "fill-opacity", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-opacity", "stroke-dasharray",
  "opacity", "stop-color", "stop-opacity", "gradientUnits", "gradientTransform", "clip-path", "clip-rule", "preserveAspectRatio",
]);
const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
/** Numbers, names, colours, transforms and url(#id): no quote, colon, slash, semicolon, entity or angle bracket. */
const DRAWING_VALUE = /^[\w\s.,#%()+-]*$/;
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)((?:\s+[A-Za-z][A-Za-z0-9:-]*="[^"]*")*)\s*(\/?)>|\s+/y;
const ATTRIBUTE = /\s+([A-Za-z][A-Za-z0-9:-]*)="([^"]*)"/g;

/**
 * Markup that may go into a page as it is: a plain drawing, read tag by tag against an allow-list
 * (DRAWING_ELEMENTS and DRAWING_ATTRIBUTES, values without any reference but url(#id)), properly
 * nested in one <svg>, with nothing but white space between its tags; anything else refuses the
 * whole file (null). What comes out is written anew from what was read. Its XML prolog,
 * comments, <title> and role go: the caller draws it as a decoration.
 */
export function inlineableSvg(markup: string): string | null {
  const source = markup
    .replace(/^\uFEFF?\s*<\?xml[^>]*\?>/, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<title>[^<]*<\/title>/g, "")
    .replace(/^(\s*<svg\b[^>]*?)\s+role="[^"]*"/, "$1")
    .trim();
  const open: string[] = [];
  let out = "";
  TAG.lastIndex = 0;
  while (TAG.lastIndex < source.length) {
    const start = TAG.lastIndex;
    const match = TAG.exec(source);
    if (!match || match.index !== start) return null;
    const [, closing, name, attributes = "", selfClosing] = match;
    if (!name) continue; // white space between tags
    if (!DRAWING_ELEMENTS.has(name)) return null;
    if (closing) {
      if (attributes || selfClosing || open.pop() !== name) return null;
      out += `</${name}>`;
      if (open.length === 0) return TAG.lastIndex === source.length ? out : null;
      continue;
    }
    // One <svg>, first; everything else inside it.
    const root = out === "";
    if ((name === "svg") !== root || (root && selfClosing)) return null;
    let written = "";
    const seen = new Set<string>();
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (seen.has(attribute)) return null;
      seen.add(attribute);
      if (attribute === "xmlns" ? !root || value !== SVG_NAMESPACE : !DRAWING_ATTRIBUTES.has(attribute) || !DRAWING_VALUE.test(value)) return null;
      if (/url\(/i.test(value.replace(/url\(#[\w-]+\)/g, ""))) return null;
      written += ` ${attribute}="${value}"`;
    }
    out += `<${name}${written}${selfClosing ? "/" : ""}>`;
    if (!selfClosing) open.push(name);
  }
  return null;
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
  const file = await readPublicFile(match[1].split("/"));
  if (file?.source !== "asset" || file.body.byteLength > INLINE_SVG_MAX_BYTES) return null;
  return inlineableSvg(file.body.toString("utf8"));
}
