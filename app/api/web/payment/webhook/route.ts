import { paymentWebhookCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { handleWebhook } from "@/lib/server/payments";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/webhook – the gateway's events, verified over the raw body (X-Razorpay-Signature), applied once per x-razorpay-event-id
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(paymentWebhookCall, { maxBytes: 64 * 1024 }, async ({ rawBody, request }) => {
    const outcome = await handleWebhook(
      await getDb(),
      { rawBody, signature: request.headers.get("x-razorpay-signature"), eventId: request.headers.get("x-razorpay-event-id") },
      systemClock,
    );
    return ok({ outcome });
  }),
});
