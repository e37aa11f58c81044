import { listPublicServicesCall } from "@/lib/contracts/calls/services";
import { listPublicServicesV2 } from "@/lib/server/services";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/v2/service/list-public – every public service (v2 shape), in display order
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listPublicServicesCall, {}, async () => ok(await listPublicServicesV2(await getDb()))),
});
