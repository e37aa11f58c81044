import { resetPasswordCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { resetPassword } from "@/lib/server/staff/password-reset";

// POST /api/admin/auth/reset-password – sets a new password with an e-mailed link: { token, password }; every session of the account ends
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(resetPasswordCall, {}, async ({ body }) => {
    await resetPassword(await getDb(), body, new Date());
    return ok({}, { message: "Your new password is set, and every device signed in to the account is signed out. Sign in with it now." });
  }),
});
