import { factorOptionsCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { passkeyChallenge } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factor/options – a passkey challenge for this session (signing in or stepping up)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(factorOptionsCall, {}, async ({ staff }) => ok({ ...(await passkeyChallenge(await getDb(), staff, new Date())) })),
});
