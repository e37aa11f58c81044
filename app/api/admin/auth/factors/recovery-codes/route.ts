import { newRecoveryCodesCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { renewRecoveryCodes } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factors/recovery-codes – ten new recovery codes, shown once (the old ones stop working)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(newRecoveryCodesCall, {}, async ({ staff }) => ok(await renewRecoveryCodes(await getDb(), staff, new Date()), { message: "Here are your new recovery codes: keep them somewhere safe." })),
});
