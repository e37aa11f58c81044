import { endOwnSessionCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { clearedSessionCookie } from "@/lib/server/api/staff-session";
import { endOwnSession } from "@/lib/server/staff/sessions";

// POST /api/admin/auth/sessions/end – ends one of one's own sessions: { id }; ending this one signs out
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(endOwnSessionCall, {}, async ({ body, staff }) => {
    const ended = await endOwnSession(await getDb(), staff, body.id, new Date());
    const response = ok(ended, { message: ended.current ? "This session has ended: you are signed out." : "That session has ended." });
    if (ended.current) response.headers.append("Set-Cookie", clearedSessionCookie());
    return response;
  }),
});
