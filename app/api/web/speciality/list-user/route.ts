import { listSpecialitiesV1Call } from "@/lib/contracts/calls/site";
import { listSpecialitiesV1 } from "@/lib/server/specialities";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/speciality/list-user – active specialities (v1 shape), in display order
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listSpecialitiesV1Call, {}, async () => ok(await listSpecialitiesV1(await getDb()))),
});
