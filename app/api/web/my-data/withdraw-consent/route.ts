import { withdrawConsentSchema } from "@/lib/contracts/my-data";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { withdrawMyConsent } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/withdraw-consent – withdraws reminders or remembered details at once (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "phone", rateLimit: ["booking-client"], body: withdrawConsentSchema, maxBytes: 1024 }, async ({ body, caller }) =>
    ok(await withdrawMyConsent(await getDb(), caller.phone, body.purpose, systemClock())),
  ),
});
