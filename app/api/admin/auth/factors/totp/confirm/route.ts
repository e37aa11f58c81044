import { confirmTotpCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { withFinishedSignIn } from "@/lib/server/api/staff-device";
import { confirmTotp } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factors/totp/confirm – confirms the authenticator app with its first code: { code, name? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(confirmTotpCall, {}, async ({ body, staff, request }) => {
    const { signedIn, ...enrolled } = await confirmTotp(await getDb(), staff, body, new Date());
    const response = ok(enrolled, { message: "Your authenticator app is set up." });
    return signedIn ? withFinishedSignIn(response, request, staff, signedIn) : response;
  }),
});
