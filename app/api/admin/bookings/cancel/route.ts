import { cancelBookingAtDeskCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { revalidateTags, TAGS } from "@/lib/server/cache";
import { cancelFromDesk } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/cancel – cancels a waiting or confirmed booking and refunds what was paid; the patient is told (front desk): { id }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(cancelBookingAtDeskCall, {}, async ({ body, staff }) => {
    const { refundDue } = await cancelFromDesk(await getDb(), body.id, staff, new Date());
    // The slot is free again: doctor cards and the profile offer it.
    await revalidateTags([TAGS.availability]);
    return ok({ id: body.id, status: "cancelled", refundDue }, { message: refundDue ? "Cancelled; the refund is asked of the payment gateway." : "Cancelled." });
  }),
});
