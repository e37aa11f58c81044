import { signOutCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { clearedSessionCookie, signingInSessionOf } from "@/lib/server/api/staff-session";
import { signOut } from "@/lib/server/staff";

// POST /api/admin/auth/logout – ends this session on the server (also one still signing in) and clears its cookie. A session that has already ended (idle, expired, ended elsewhere) still gets its cookie cleared: 200.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(signOutCall, {}, async ({ request }) => {
    const session = await signingInSessionOf(request.headers.get("cookie"));
    if (session) await signOut(await getDb(), session, new Date());
    const response = ok({}, { message: session ? "Signed out." : "You were already signed out." });
    response.headers.append("Set-Cookie", clearedSessionCookie());
    return response;
  }),
});
