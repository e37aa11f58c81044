import { endStaffSessionsCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { endAccountSessions } from "@/lib/server/staff/sessions";

// POST /api/admin/staff/sessions/end – ends every console session of another staff account (admin): { id }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(endStaffSessionsCall, {}, async ({ body, staff }) => ok(await endAccountSessions(await getDb(), body.id, staff, new Date()))),
});
