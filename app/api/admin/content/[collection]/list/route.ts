import { contentListSchema } from "@/lib/contracts/collections/api";
import { listRecords, requireAccess } from "@/lib/server/collections";
import { collectionParams } from "@/lib/server/collections/params";
import { STAFF_ROLES } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/admin/content/{collection}/list – a collection's records, 25 a page, with its list columns (editor): { search?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: STAFF_ROLES, params: collectionParams, authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "read"), body: contentListSchema }, async ({ params, body }) => {
    const { records, pagination } = await listRecords(await getDb(), params.collection, body);
    return ok(records, { pagination });
  }),
});
