import { retryMessageCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { kickDispatcher } from "@/lib/server/outbox";
import { retryMessage } from "@/lib/server/outbox/console";
import { recordAudit } from "@/lib/server/staff/audit";

// POST /api/admin/outbox/retry – tries a failed message again (front desk): { id }; 409 unless failed and unexpired; never a one-time code
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(retryMessageCall, {}, async ({ body, staff }) => {
    const db = await getDb();
    const now = new Date();
    const message = await retryMessage(db, body.id, now);
    await recordAudit(db, { actor: { id: staff.id, email: staff.email }, action: "message_retried", entity: "outbox", entityId: body.id, after: { kind: message.kind } }, now);
    kickDispatcher();
    return ok({ id: body.id, status: "pending" }, { message: "It will be sent again in a moment." });
  }),
});
