import { listGalleryCategoriesCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listGalleryCategories } from "@/lib/server/content/gallery";

// POST /api/web/gallery/categories – the gallery's categories with how many images each holds
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listGalleryCategoriesCall, {}, async () => ok(await listGalleryCategories(await getDb()))),
});
