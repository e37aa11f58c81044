import { withdrawConsentCall } from "@/lib/contracts/calls/my-data";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { withdrawMyConsent } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/withdraw-consent – withdraws reminders or remembered details at once (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(withdrawConsentCall, { rateLimit: ["booking-client"], maxBytes: 1024 }, async ({ body, caller }) =>
    ok(await withdrawMyConsent(await getDb(), caller.phone, body.purpose, systemClock())),
  ),
});
