import { verifyFactorCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { deviceTokensOf, withFinishedSignIn } from "@/lib/server/api/staff-device";
import { giveFactor } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factor/verify – gives the second factor: finishes the sign-in (and the browser becomes a known device), or steps the session up
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(verifyFactorCall, {}, async ({ body, staff, request }) => {
    const { me, recoveryCodesLeft, signedIn } = await giveFactor(await getDb(), staff, body, new Date(), deviceTokensOf(request.headers.get("cookie")));
    const left = recoveryCodesLeft === null ? "" : ` You have ${recoveryCodesLeft} recovery code${recoveryCodesLeft === 1 ? "" : "s"} left.`;
    const response = ok({ me, recoveryCodesLeft }, { message: `${signedIn ? `Signed in as ${me.name}.` : "Thank you: confirmed."}${left}` });
    return signedIn ? withFinishedSignIn(response, request, me, signedIn) : response;
  }),
});
