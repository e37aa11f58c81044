import { listServicesV1Call } from "@/lib/contracts/calls/services";
import { listServicesV1ByCategory } from "@/lib/server/services";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/service/mapped-by-category – service categories with their services (v1 shape)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listServicesV1Call, {}, async () => ok(await listServicesV1ByCategory(await getDb()))),
});
