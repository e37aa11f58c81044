import { orderIdSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { claimOrder } from "@/lib/server/payments";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/claim-order – the phone that made the booking, verified again, continues its order (booking token); 404 for any other phone
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "booking", rateLimit: ["booking-client"], body: orderIdSchema }, async ({ body, caller }) =>
    ok(await claimOrder(await getDb(), body.orderId, caller, systemClock)),
  ),
});
