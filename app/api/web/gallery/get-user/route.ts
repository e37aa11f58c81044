import { listGalleryImagesCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listGalleryImages } from "@/lib/server/content/gallery";

// POST /api/web/gallery/get-user – the gallery's images in display order, optionally of one category: { category? } (its slug)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listGalleryImagesCall, {}, async ({ body }) => ok(await listGalleryImages(await getDb(), body.category))),
});
