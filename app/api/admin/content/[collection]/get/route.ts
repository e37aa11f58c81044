import { contentGetSchema } from "@/lib/contracts/collections/api";
import { getRecord, requireAccess } from "@/lib/server/collections";
import { collectionParams } from "@/lib/server/collections/params";
import { STAFF_ROLES } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/admin/content/{collection}/get – one record's values and version (editor): { id } (none for a site setting)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: STAFF_ROLES, params: collectionParams, authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "read"), body: contentGetSchema }, async ({ params, body }) =>
    ok(await getRecord(await getDb(), params.collection, body.id ?? null)),
  ),
});
