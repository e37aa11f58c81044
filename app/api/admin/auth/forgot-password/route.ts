import { forgotPasswordCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { limitResetAsks, RESET_ASKED, sendResetIfAccount } from "@/lib/server/staff/password-reset";
import { logEvent } from "@/lib/server/log";
import { describeError } from "@/lib/server/db/errors";

// POST /api/admin/auth/forgot-password – asks for a link to set a new password: { email }; the same answer whatever the e-mail
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(forgotPasswordCall, {}, async ({ body, client }) => {
    const db = await getDb();
    await limitResetAsks(db, client);
    // Answered before the account is even looked up: the same answer, in the same time, for every e-mail.
    void sendResetIfAccount(db, body.email, client, new Date()).catch((error: unknown) => logEvent("error", "password_reset_not_sent", describeError(error)));
    return ok({}, { message: RESET_ASKED });
  }),
});
