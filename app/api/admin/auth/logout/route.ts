import { STAFF_ROLES } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/http/route";
import { clearedSessionCookie } from "@/lib/server/http/staff-session";
import { signOut } from "@/lib/server/staff";

// POST /api/admin/auth/logout – ends this session on the server and clears its cookie
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: STAFF_ROLES }, async ({ staff }) => {
    await signOut(await getDb(), staff, new Date());
    const response = ok({}, { message: "Signed out." });
    response.headers.append("Set-Cookie", clearedSessionCookie());
    return response;
  }),
});
