import { getHomepageV2 } from "@/lib/server/compose/homepage";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/web/homepage-v2/get-homepage – the home page with its features, figures, specialities, doctors and services
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({}, async () => ok(await getHomepageV2(await getDb()))),
});
