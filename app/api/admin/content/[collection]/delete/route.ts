import { deleteRecordCall } from "@/lib/contracts/calls/console-content";
import { collectionSpec } from "@/lib/contracts/collections";
import { deleteRecord, requireAccess } from "@/lib/server/collections";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/admin/content/[collection]/delete – delete a record (editor): { id, version }; 409 when it changed since or others still use it
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(deleteRecordCall, { authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "change") }, async ({ params, body, staff }) => {
    const name = params.collection;
    await deleteRecord(await getDb(), name, body, staff, new Date());
    return ok({ id: body.id }, { message: `The ${collectionSpec(name).singular} is deleted.` });
  }),
});
