import { settlePaymentCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { settleReview } from "@/lib/server/payments";

// POST /api/admin/bookings/payments/settle – a payment under review, settled at the gateway (front desk): { paymentId, note }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(settlePaymentCall, {}, async ({ body, staff }) => {
    await settleReview(await getDb(), body.paymentId, body.note, { id: staff.id, email: staff.email }, new Date());
    return ok({ paymentId: body.paymentId, status: "settled" }, { message: "The payment is marked settled." });
  }),
});
