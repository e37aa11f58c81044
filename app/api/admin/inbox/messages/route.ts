import { messagesQuerySchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listMessages } from "@/lib/server/inbox";

// POST /api/admin/inbox/messages – contact messages, newest first, 25 a page (front desk): { status?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: messagesQuerySchema }, async ({ body }) => {
    const { messages, pagination } = await listMessages(await getDb(), body);
    return ok(messages, { pagination });
  }),
});
