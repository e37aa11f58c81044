import { getHomepageV2Call } from "@/lib/contracts/calls/site";
import { getHomepageV2 } from "@/lib/server/compose/homepage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/homepage-v2/get-homepage – the home page with its features, figures, specialities, doctors and services
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getHomepageV2Call, {}, async () => ok(await getHomepageV2(await getDb()))),
});
