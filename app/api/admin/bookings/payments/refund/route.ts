import { retryRefundCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { retryRefund } from "@/lib/server/payments";

// POST /api/admin/bookings/payments/refund – asks the gateway again for one payment's refund still due (front desk): { paymentId }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(retryRefundCall, {}, async ({ body, staff }) => {
    const { status } = await retryRefund(await getDb(), body.paymentId, { id: staff.id, email: staff.email }, new Date());
    return ok({ paymentId: body.paymentId, status }, { message: status === "refunded" ? "The refund was taken by the payment gateway." : "The payment gateway did not take the refund yet; it is asked again every hour." });
  }),
});
