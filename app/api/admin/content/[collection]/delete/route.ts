import { collectionSpec } from "@/lib/contracts/collections";
import { contentDeleteSchema } from "@/lib/contracts/collections/api";
import { deleteRecord, requireAccess } from "@/lib/server/collections";
import { collectionParams } from "@/lib/server/collections/params";
import { STAFF_ROLES } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/admin/content/{collection}/delete – delete a record (editor): { id, version }; 409 when it changed since or others still use it
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: STAFF_ROLES, params: collectionParams, authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "change"), body: contentDeleteSchema }, async ({ params, body, staff }) => {
    const name = params.collection;
    await deleteRecord(await getDb(), name, body, staff, new Date());
    return ok({ id: body.id }, { message: `The ${collectionSpec(name).singular} is deleted.` });
  }),
});
