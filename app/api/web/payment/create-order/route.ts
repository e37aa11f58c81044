import { createOrderCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { createOrder } from "@/lib/server/payments";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/create-order – the payment order of a held booking; the amount is the doctor's fee, never the client's
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(createOrderCall, { rateLimit: ["booking-client"] }, async ({ body, caller }) =>
    ok(await createOrder(await getDb(), { bookingId: body.bookingId, attemptId: caller.attemptId }, systemClock), { status: 201 }),
  ),
});
