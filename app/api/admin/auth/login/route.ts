import { signInCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { sessionCookie } from "@/lib/server/api/staff-session";
import { recordSessionClient } from "@/lib/server/auth/staff-sessions";
import { signIn } from "@/lib/server/staff";

// POST /api/admin/auth/login – a staff member signs in: { email, password } → the session cookie; 401 with one message for every failure
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(signInCall, {}, async ({ body, client, request }) => {
    const { me, token } = await signIn(await getDb(), body, client, new Date());
    await recordSessionClient(await getDb(), token, { userAgent: request.headers.get("user-agent"), address: client });
    const response = ok(me, { message: `Signed in as ${me.name}.` });
    response.headers.append("Set-Cookie", sessionCookie(token));
    return response;
  }),
});
