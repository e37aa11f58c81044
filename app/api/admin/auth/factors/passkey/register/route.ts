import { registerPasskeyCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { withFinishedSignIn } from "@/lib/server/api/staff-device";
import { registerPasskey } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factors/passkey/register – saves a passkey: { name, response }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(registerPasskeyCall, {}, async ({ body, staff, request }) => {
    const { signedIn, ...enrolled } = await registerPasskey(await getDb(), staff, body, new Date());
    const response = ok(enrolled, { message: `Your passkey “${enrolled.factor.name}” is saved.` });
    return signedIn ? withFinishedSignIn(response, request, staff, signedIn) : response;
  }),
});
