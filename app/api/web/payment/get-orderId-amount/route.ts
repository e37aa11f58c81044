import { getOrderAmountCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { orderAmount } from "@/lib/server/payments";

// POST /api/web/payment/get-orderId-amount – the amount to pay for an order, in minor units (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getOrderAmountCall, { rateLimit: ["booking-client"] }, async ({ body, caller }) =>
    ok(await orderAmount(await getDb(), body.orderId, caller.attemptId)),
  ),
});
