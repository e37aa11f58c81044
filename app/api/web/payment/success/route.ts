import { confirmPaymentCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { confirmPayment } from "@/lib/server/payments";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/payment/success – checkout's signed result; the signature, order and amount are checked before anything is paid. A payment the gateway has taken is never refused for a rate limiter's own failure (the webhook takes no limit at all).
// A payment the gateway has taken is never refused for a rate limiter's own failure (the webhook takes no limit at all).
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(confirmPaymentCall, { rateLimit: ["booking-client"], rateLimitStoreFailure: "allow" }, async ({ body, caller }) =>
    ok(
      await confirmPayment(
        await getDb(),
        { orderId: body.razorpay_order_id, paymentId: body.razorpay_payment_id, signature: body.razorpay_signature, attemptId: caller.attemptId },
        systemClock,
      ),
    ),
  ),
});
