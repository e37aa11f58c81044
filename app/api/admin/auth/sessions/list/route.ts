import { listOwnSessionsCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listOwnSessions } from "@/lib/server/staff/sessions";

// GET /api/admin/auth/sessions/list – the signed-in person's live console sessions, this one first
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(listOwnSessionsCall, {}, async ({ staff }) => ok(await listOwnSessions(await getDb(), staff, new Date()))),
});
