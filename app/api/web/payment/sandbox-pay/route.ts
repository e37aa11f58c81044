import { sandboxPaySchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/sandbox-pay – the TEST MODE checkout's pay / fail buttons (PAYMENT_GATEWAY=sandbox only; 404 otherwise)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "booking", rateLimit: ["booking-client"], body: sandboxPaySchema }, async ({ body, caller }) =>
    ok(await sandboxCheckout(await getDb(), { ...body, attemptId: caller.attemptId }, systemClock)),
  ),
});
