import { uploadImageCall } from "@/lib/contracts/calls/console-content";
import { IMAGE_MAX_BYTES } from "@/lib/contracts/uploads";
import { getDb } from "@/lib/server/db";
import { HttpError } from "@/lib/server/api/errors";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { processImageUpload } from "@/lib/server/files/images";
import { recordAudit } from "@/lib/server/staff/audit";

/** The file's own name, for the audit only: letters, digits and a few marks (PostgreSQL refuses a NUL). */
const safeName = (name: string) => name.replace(/[^\p{L}\p{M}\p{N}\p{Pd} ._()]/gu, "_").slice(0, 120);

const LIMITS = { maxBodyBytes: IMAGE_MAX_BYTES + 64 * 1024, maxFieldBytes: 1024, maxFields: 4, maxFileBytes: IMAGE_MAX_BYTES, files: ["file"] };

// POST /api/admin/uploads/image – an image for the content editor (editor): multipart with `file` (JPEG, PNG, WebP, AVIF or GIF by content, at most 10 MB) and `purpose`; 201 { path, width, height, bytes }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(uploadImageCall, { multipart: LIMITS }, async ({ body, files, staff }) => {
    const file = files.file;
    if (!file) throw new HttpError("bad_request", "Choose an image to upload.", { errors: [{ path: "file", message: "Choose an image to upload." }] });
    const image = await processImageUpload(file.data, body.purpose);
    // The file is stored before the entry is written: if the entry fails, the upload is an orphan the prune removes.
    await recordAudit(
      await getDb(),
      { actor: { id: staff.id, email: staff.email }, action: "upload", entity: "image", entityId: image.path, after: { ...image, purpose: body.purpose, name: safeName(file.filename) } },
      new Date(),
    );
    return ok(image, { status: 201, message: "The image is uploaded. Save the form to use it." });
  }),
});
