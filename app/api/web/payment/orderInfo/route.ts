import { getOrderInfoCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { orderInfo } from "@/lib/server/payments";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/orderInfo – the order, its booking and its state (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getOrderInfoCall, { rateLimit: ["booking-client"] }, async ({ body, caller }) =>
    ok(await orderInfo(await getDb(), body.orderId, caller.attemptId, systemClock)),
  ),
});
