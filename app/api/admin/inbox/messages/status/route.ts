import { messageStatusSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { setMessageStatus } from "@/lib/server/inbox";

// POST /api/admin/inbox/messages/status – marks a contact message handled or new again (front desk): { id, status }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: messageStatusSchema }, async ({ body, staff }) => {
    await setMessageStatus(await getDb(), body.id, body.status, staff, new Date());
    return ok({ id: body.id, status: body.status });
  }),
});
