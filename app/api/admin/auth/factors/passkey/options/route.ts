import { passkeyOptionsCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { passkeyEnrolment } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factors/passkey/options – begins enrolling a passkey: WebAuthn creation options
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(passkeyOptionsCall, {}, async ({ staff }) => ok({ ...(await passkeyEnrolment(await getDb(), staff, new Date())) })),
});
