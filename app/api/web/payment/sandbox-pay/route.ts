import { sandboxPayCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { sandboxCheckout } from "@/lib/server/payments/sandbox-checkout";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/sandbox-pay – the TEST MODE checkout's pay / fail buttons (PAYMENT_GATEWAY=sandbox only; 404 otherwise)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(sandboxPayCall, { rateLimit: ["booking-client"] }, async ({ body, caller }) =>
    ok(await sandboxCheckout(await getDb(), { ...body, attemptId: caller.attemptId }, systemClock)),
  ),
});
