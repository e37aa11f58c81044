import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listGalleryCategories } from "@/lib/server/content/gallery";

// POST /api/web/gallery/categories – the gallery's categories with how many images each holds
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({}, async () => ok(await listGalleryCategories(await getDb()))),
});
