import { listAuditCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { getSiteInfo } from "@/lib/server/site";
import { listAudit } from "@/lib/server/staff/audit-list";

// POST /api/admin/audit/list – what staff did, newest first, 50 a page, in words (admin): { action?, actor?, from?, to?, reference?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listAuditCall, {}, async ({ body }) => {
    const { entries, pagination } = await listAudit(await getDb(), body, getSiteInfo().timeZone);
    return ok(entries, { pagination });
  }),
});
