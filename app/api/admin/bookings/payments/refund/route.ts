import { paymentIdSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { retryRefund } from "@/lib/server/payments";

// POST /api/admin/bookings/payments/refund – asks the gateway again for one payment's refund still due (front desk): { paymentId }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: paymentIdSchema }, async ({ body, staff }) => {
    const { status } = await retryRefund(await getDb(), body.paymentId, { id: staff.id, email: staff.email }, new Date());
    return ok({ paymentId: body.paymentId, status }, { message: status === "refunded" ? "The refund was taken by the payment gateway." : "The payment gateway did not take the refund yet; it is asked again every hour." });
  }),
});
