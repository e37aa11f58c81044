import { listSpecialitiesV1 } from "@/lib/server/specialities";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/web/speciality/list-user – active specialities (v1 shape), in display order
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({}, async () => ok(await listSpecialitiesV1(await getDb()))),
});
