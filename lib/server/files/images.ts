import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type OutputInfo } from "sharp";
import { IMAGE_BOX, IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_TYPES_TEXT, type ImagePurpose, type UploadedImage } from "@/lib/contracts/uploads";
import type { Reason } from "@/lib/contracts/reasons";
import { DomainError } from "@/lib/errors";
import { logEvent } from "../log";
import { newFileKey, publicUploads, uploadsRoot } from "./storage";

export type { ImagePurpose, UploadedImage } from "@/lib/contracts/uploads";

/**
 * An upload nobody links to is an orphan (an editor chose a photo, then another, or left the
 * form). Orphans are removed once they are this old and no record refers to them; the window
 * lets an editor finish the form the upload belongs to.
 */
export const ORPHAN_UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/** The kinds taken, by what file-type reads in the content. SVG is absent on purpose (script). */
const ACCEPTED_MIME = new Set(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]);
/** The same kinds as libvips names them once decoded (AVIF is an HEIF container with AV1 inside). */
const ACCEPTED_FORMAT = new Set(["jpeg", "png", "webp", "heif", "gif"]);

const WEBP_QUALITY = 80;

/** "an XML file", "a PDF file": the article of a type's name spelled out letter by letter. */
const article = (ext: string) => (/^[aefhilmnorsx]/i.test(ext) ? "an" : "a");
/** Only for the message: an SVG is refused whatever it is, since file-type calls it XML or nothing. */
const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("latin1"));
const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

const refuse = (code: "bad_request" | "too_large" | "unsupported_media_type", message: string, reason: Reason) =>
  new DomainError(code, message, { errors: [{ path: "file", message }], reason });

const DAMAGED = `The image file is damaged or incomplete (it may have been cut off while saving or copying). Open it in an image editor, save it again as ${IMAGE_TYPES_TEXT}, and upload that.`;
const TOO_MANY_PIXELS = `The image has too many pixels: the limit is ${IMAGE_MAX_PIXELS / 1_000_000} megapixels. Make it smaller in an image editor and upload it again.`;

/**
 * Options of every decode: libvips refuses an image whose header declares more pixels than the
 * limit before it allocates anything (a small file can declare 30000 × 30000), and `failOn:
 * "error"` stops at truncated or corrupt pixel data instead of filling the rest with grey.
 * Only the first frame of an animated GIF or WebP is read.
 */
const DECODE = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error", pages: 1 } as const;

/** libvips's refusal of the pixel limit, as sharp words it ("Input image exceeds pixel limit"). */
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

function decodeFailure(error: unknown, purpose: ImagePurpose): DomainError {
  if (isPixelLimit(error)) return refuse("too_large", TOO_MANY_PIXELS, "too_many_pixels");
  // libvips's message names the decoder's complaint (no file names, no content): kept for diagnosis.
  logEvent("warn", "image_refused", { detail: `${purpose}: ${error instanceof Error ? error.message : String(error)}` });
  return refuse("bad_request", DAMAGED, "image_damaged");
}

/**
 * An editor's image, checked and made safe to publish: the content must be JPEG, PNG, WebP,
 * AVIF or GIF (file-type reads the magic bytes; the name and the browser's type are never
 * trusted); it is decoded with the pixel limit, turned upright by its EXIF orientation, made to
 * fit inside its purpose's box (never enlarged), and re-encoded as WebP, which drops every piece
 * of metadata (EXIF with its GPS position and camera serial, XMP, ICC: colours become sRGB).
 * Only the re-encoded file is kept: under a new key in public uploads, served at the returned
 * `/public/<key>`. Every refusal is a 4xx the editor can act on, with `errors[0].path` "file".
 */
export async function processImageUpload(bytes: Buffer, purpose: ImagePurpose): Promise<UploadedImage> {
  if (bytes.length === 0) throw refuse("bad_request", "The image file is empty. Choose the file again.", "image_empty");
  if (bytes.length > IMAGE_MAX_BYTES) throw refuse("too_large", `The image is larger than ${mb(IMAGE_MAX_BYTES)}. Make it smaller and upload it again.`, "image_too_large");

  const found = await fileTypeFromBuffer(bytes);
  if (!found || !ACCEPTED_MIME.has(found.mime)) {
    const what = looksLikeSvg(bytes) ? "it is an SVG, which can carry script" : found ? `it is ${article(found.ext)} ${found.ext.toUpperCase()} file` : "its content is not an image of these kinds";
    throw refuse("unsupported_media_type", `The image must be a ${IMAGE_TYPES_TEXT} file, whatever its name says: ${what}.`, "image_type");
  }

  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, DECODE).metadata());
  } catch (error) {
    throw decodeFailure(error, purpose);
  }
  // The decoder must agree with file-type: libvips also reads SVG, PDF, TIFF and more, none of which may pass.
  if (!format || !ACCEPTED_FORMAT.has(format)) throw refuse("unsupported_media_type", `The image must be a ${IMAGE_TYPES_TEXT} file.`, "image_type");

  const box = IMAGE_BOX[purpose];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(bytes, DECODE)
      .rotate()
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error, purpose);
  }

  const key = newFileKey("webp");
  await publicUploads.put(key, output.data);
  return { path: `/public/${key}`, width: output.info.width, height: output.info.height, bytes: output.data.length };
}

/** The storage key of an upload's public path (`/public/<key>`), or null for any other path. */
export function publicUploadKey(publicPath: string): string | null {
  const match = /^\/public\/([a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{1,8})$/.exec(publicPath);
  return match ? match[1] : null;
}

export interface PublicUploadEntry {
  key: string;
  /** The public path records hold: `/public/<key>`. */
  path: string;
  bytes: number;
  modifiedAt: Date;
}

/**
 * Every file in public uploads (never the site's own assets in ./public), for the prune of
 * orphans: one whose `modifiedAt` is older than ORPHAN_UPLOAD_GRACE_MS and whose path no record
 * holds may be removed with `publicUploads.remove(key)`. Half-written `.part` files are left out.
 */
export async function listPublicUploads(): Promise<PublicUploadEntry[]> {
  const root = path.join(uploadsRoot(), "public");
  let names: string[];
  try {
    names = await fs.readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const entries: PublicUploadEntry[] = [];
  for (const key of names) {
    if (!publicUploadKey(`/public/${key}`)) continue;
    const stat = await fs.stat(path.join(root, key)).catch(() => null);
    if (stat?.isFile()) entries.push({ key, path: `/public/${key}`, bytes: stat.size, modifiedAt: stat.mtime });
  }
  return entries.sort((a, b) => a.modifiedAt.getTime() - b.modifiedAt.getTime());
}
