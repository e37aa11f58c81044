import { listOutboxCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { messagesSent } from "@/lib/server/compose/audited-reads";

// POST /api/admin/outbox/list – messages sent or waiting (SMS, e-mail, webhooks), newest first, 50 a page (front desk): { status?, channel?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listOutboxCall, {}, async ({ body, staff }) => {
    const { messages, pagination } = await messagesSent(await getDb(), body, staff, new Date());
    return ok(messages, { pagination });
  }),
});
