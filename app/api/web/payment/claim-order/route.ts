import { claimOrderCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { claimOrder } from "@/lib/server/payments";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/claim-order – the phone that made the booking, verified again, continues its order (booking token); 404 for any other phone
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(claimOrderCall, { rateLimit: ["booking-client"] }, async ({ body, caller }) =>
    ok(await claimOrder(await getDb(), body.orderId, caller, systemClock)),
  ),
});
