import { listServicesV1ByCategory } from "@/lib/server/services";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/web/service/mapped-by-category – service categories with their services (v1 shape)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({}, async () => ok(await listServicesV1ByCategory(await getDb()))),
});
