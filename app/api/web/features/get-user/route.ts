import { listFeaturesCall } from "@/lib/contracts/calls/site";
import { listFeatureTiles } from "@/lib/server/compose/homepage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/features/get-user – the home page's feature tiles, in display order
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listFeaturesCall, {}, async () => ok(await listFeatureTiles(await getDb()))),
});
