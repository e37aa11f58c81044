import { signInSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { sessionCookie } from "@/lib/server/api/staff-session";
import { signIn } from "@/lib/server/staff";

// POST /api/admin/auth/login – a staff member signs in: { email, password } → the session cookie; 401 with one message for every failure
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ sameOrigin: true, body: signInSchema }, async ({ body, client }) => {
    const { me, token } = await signIn(await getDb(), body, client, new Date());
    const response = ok(me, { message: `Signed in as ${me.name}.` });
    response.headers.append("Set-Cookie", sessionCookie(token));
    return response;
  }),
});
