import { auditQuerySchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listAudit } from "@/lib/server/staff/audit";

// POST /api/admin/audit/list – what staff did, newest first, 50 a page (admin): { actor?, action?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["admin"], body: auditQuerySchema }, async ({ body }) => {
    const { entries, pagination } = await listAudit(await getDb(), body);
    return ok(entries, { pagination });
  }),
});
