import { messagesQuerySchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { contactMessagesRead } from "@/lib/server/compose/audited-reads";

// POST /api/admin/inbox/messages – contact messages, newest first, 25 a page (front desk): { status?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: messagesQuerySchema }, async ({ body, staff }) => {
    const { messages, pagination } = await contactMessagesRead(await getDb(), body, staff, new Date());
    return ok(messages, { pagination });
  }),
});
