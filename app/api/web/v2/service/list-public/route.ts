import { listPublicServicesV2 } from "@/lib/server/services";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/web/v2/service/list-public – every public service (v2 shape), in display order
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({}, async () => ok(await listPublicServicesV2(await getDb()))),
});
