import { forgotPasswordCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { askPasswordReset, RESET_ASKED } from "@/lib/server/staff/password-reset";

// POST /api/admin/auth/forgot-password – asks for a link to set a new password: { email }; the same answer whatever the e-mail
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(forgotPasswordCall, {}, async ({ body, client }) => {
    await askPasswordReset(await getDb(), body.email, client, new Date());
    return ok({}, { message: RESET_ASKED });
  }),
});
