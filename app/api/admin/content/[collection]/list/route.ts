import { listRecordsCall } from "@/lib/contracts/calls/console-content";
import { listRecords, requireAccess } from "@/lib/server/collections";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/admin/content/[collection]/list – a collection's records, 25 a page, with its list columns (editor): { search?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listRecordsCall, { authorize: ({ params, staff }) => requireAccess(params.collection, staff.role, "read") }, async ({ params, body }) => {
    const { records, pagination } = await listRecords(await getDb(), params.collection, body);
    return ok(records, { pagination });
  }),
});
