import { z } from "zod";

/**
 * What an uploaded image is for; it decides the largest size it is kept at (fit inside,
 * never enlarged): a doctor's photo 800 × 800, an article cover, a gallery image or a service
 * hero 1600 × 1600 (a landscape image comes out 1600 wide).
 */
const IMAGE_PURPOSES = ["photo", "cover", "gallery", "hero"] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

export const IMAGE_BOX: Record<ImagePurpose, { width: number; height: number }> = {
  photo: { width: 800, height: 800 },
  cover: { width: 1600, height: 1600 },
  gallery: { width: 1600, height: 1600 },
  hero: { width: 1600, height: 1600 },
};

/** The largest image file the console takes. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an image may declare (a decompression bomb guard): 40 megapixels, a 7300 × 5470 photo. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The kinds the server takes, by content (never SVG: it can carry script). */
export const IMAGE_TYPES_TEXT = "JPEG, PNG, WebP, AVIF or GIF";
/** The file chooser's filter; the server decides by content all the same. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** POST /api/admin/uploads/image: the text field of the multipart form (the file is `file`). */
export const imageUploadFieldsSchema = z.object({
  purpose: z.enum(IMAGE_PURPOSES, { error: `must be one of: ${IMAGE_PURPOSES.join(", ")}` }),
});

/** A stored image: its public path (`/public/<key>.webp`), its size in pixels and in bytes. */
export const uploadedImageSchema = z
  .object({ path: z.string(), width: z.number().int(), height: z.number().int(), bytes: z.number().int() })
  .meta({ title: "UploadedImage" });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
