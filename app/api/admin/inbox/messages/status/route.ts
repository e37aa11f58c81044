import { setMessageStatusCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { setMessageStatus } from "@/lib/server/inbox";

// POST /api/admin/inbox/messages/status – marks a contact message handled or new again (front desk): { id, status }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(setMessageStatusCall, {}, async ({ body, staff }) => {
    await setMessageStatus(await getDb(), body.id, body.status, staff, new Date());
    return ok({ id: body.id, status: body.status });
  }),
});
