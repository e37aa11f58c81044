import { listApplicationsCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { applicationsRead } from "@/lib/server/compose/audited-reads";

// POST /api/admin/inbox/applications – job applications, newest first, 25 a page (front desk): { status?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listApplicationsCall, {}, async ({ body, staff }) => {
    const { applications, pagination } = await applicationsRead(await getDb(), body, staff, new Date());
    return ok(applications, { pagination });
  }),
});
