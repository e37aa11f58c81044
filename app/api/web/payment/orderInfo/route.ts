import { orderIdSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { orderInfo } from "@/lib/server/payments";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/orderInfo – the order, its booking and its state (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "booking", rateLimit: ["booking-client"], body: orderIdSchema }, async ({ body, caller }) =>
    ok(await orderInfo(await getDb(), body.orderId, caller.attemptId, systemClock)),
  ),
});
