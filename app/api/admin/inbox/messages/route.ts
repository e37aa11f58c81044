import { listMessagesCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { contactMessagesRead } from "@/lib/server/compose/audited-reads";

// POST /api/admin/inbox/messages – contact messages, newest first, 25 a page (front desk): { status?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listMessagesCall, {}, async ({ body, staff }) => {
    const { messages, pagination } = await contactMessagesRead(await getDb(), body, staff, new Date());
    return ok(messages, { pagination });
  }),
});
