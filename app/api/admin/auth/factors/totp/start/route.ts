import { startTotpCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { startTotp } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factors/totp/start – begins enrolling an authenticator app: its secret and QR code
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(startTotpCall, {}, async ({ staff }) => ok(await startTotp(await getDb(), staff, new Date()))),
});
