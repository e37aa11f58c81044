import { listSpecialitiesCall } from "@/lib/contracts/calls/site";
import { listSpecialitiesV2 } from "@/lib/server/specialities";
import { localizeSpecialities } from "@/lib/server/translations/localize";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/speciality-v2/list-user – active specialities (v2 shape, SPEC.md section 3), in display order
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listSpecialitiesCall, {}, async ({ body }) => {
    const db = await getDb();
    return ok(await localizeSpecialities(db, body.lang ?? "en", await listSpecialitiesV2(db)));
  }),
});
