import { applicationsQuerySchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { applicationsRead } from "@/lib/server/compose/audited-reads";

// POST /api/admin/inbox/applications – job applications, newest first, 25 a page (front desk): { status?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: applicationsQuerySchema }, async ({ body, staff }) => {
    const { applications, pagination } = await applicationsRead(await getDb(), body, staff, new Date());
    return ok(applications, { pagination });
  }),
});
