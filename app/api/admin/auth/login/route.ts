import { signInCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { sessionCookie } from "@/lib/server/api/staff-session";
import { recordSessionClient } from "@/lib/server/auth/staff-sessions";
import { deviceTokensOf } from "@/lib/server/api/staff-device";
import { signIn } from "@/lib/server/staff";

// POST /api/admin/auth/login – a staff member gives their password: { email, password } → a session that must still give its second factor; 401 with one message for every failure; 429 while throttled
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(signInCall, {}, async ({ body, client, request }) => {
    const origin = { client, userAgent: request.headers.get("user-agent"), deviceTokens: deviceTokensOf(request.headers.get("cookie")) };
    const { step, token } = await signIn(await getDb(), body, origin, new Date());
    await recordSessionClient(await getDb(), token, { userAgent: request.headers.get("user-agent"), address: client });
    const response = ok(step, { message: step.next === "enrol" ? "Password accepted. Now set up your second factor." : "Password accepted. Now give your second factor." });
    response.headers.append("Set-Cookie", sessionCookie(token));
    return response;
  }),
});
