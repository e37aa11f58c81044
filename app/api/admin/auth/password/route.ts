import { changePasswordCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { changePassword } from "@/lib/server/staff";
import { deviceCookie, deviceTokensOf } from "@/lib/server/api/staff-device";
import { keptDeviceTokens } from "@/lib/server/staff/devices";

// POST /api/admin/auth/password – changes one's own password: { current, next }; the account's other sessions end
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(changePasswordCall, {}, async ({ body, staff, request }) => {
    const { deviceToken } = await changePassword(await getDb(), staff, body, new Date());
    const response = ok({}, { message: "Your password is changed. Other devices signed in with it are signed out." });
    // This browser stays a known device of the account under its new password.
    response.headers.append("Set-Cookie", deviceCookie(keptDeviceTokens(deviceTokensOf(request.headers.get("cookie")), deviceToken, staff.id)));
    return response;
  }),
});
