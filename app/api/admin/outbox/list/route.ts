import { outboxQuerySchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { messagesSent } from "@/lib/server/compose/audited-reads";

// POST /api/admin/outbox/list – messages sent or waiting (SMS, e-mail, webhooks), newest first, 50 a page (front desk): { status?, channel?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: outboxQuerySchema }, async ({ body, staff }) => {
    const { messages, pagination } = await messagesSent(await getDb(), body, staff, new Date());
    return ok(messages, { pagination });
  }),
});
