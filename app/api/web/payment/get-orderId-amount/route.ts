import { orderIdSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { orderAmount } from "@/lib/server/payments";

// POST /api/web/payment/get-orderId-amount – the amount to pay for an order, in minor units (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "booking", rateLimit: ["booking-client"], body: orderIdSchema }, async ({ body, caller }) =>
    ok(await orderAmount(await getDb(), body.orderId, caller.attemptId)),
  ),
});
