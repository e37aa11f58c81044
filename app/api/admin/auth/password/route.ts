import { passwordChangeSchema, STAFF_ROLES } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { changePassword } from "@/lib/server/staff";

// POST /api/admin/auth/password – changes one's own password: { current, next }; the account's other sessions end
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: STAFF_ROLES, body: passwordChangeSchema }, async ({ body, staff }) => {
    await changePassword(await getDb(), staff, body, new Date());
    return ok({}, { message: "Your password is changed. Other devices signed in with it are signed out." });
  }),
});
