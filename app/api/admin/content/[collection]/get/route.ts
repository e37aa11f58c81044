import { getRecordCall } from "@/lib/contracts/calls/console-content";
import { getRecord, requireAccess } from "@/lib/server/collections";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/admin/content/[collection]/get – one record's values and version (editor): { id } (none for a site setting)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getRecordCall, { authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "read") }, async ({ params, body }) =>
    ok(await getRecord(await getDb(), params.collection, body.id ?? null)),
  ),
});
