import { setApplicationStatusCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { setApplicationStatus } from "@/lib/server/inbox";

// POST /api/admin/inbox/applications/status – an application's state (front desk): { id, status: new|shortlisted|rejected|hired }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(setApplicationStatusCall, {}, async ({ body, staff }) => {
    await setApplicationStatus(await getDb(), body.id, body.status, staff, new Date());
    return ok({ id: body.id, status: body.status });
  }),
});
