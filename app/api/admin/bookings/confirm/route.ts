import { confirmBookingCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { confirmBooking } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/confirm – confirms a booking waiting for it; the patient is told by SMS (and e-mail) (front desk): { id }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(confirmBookingCall, {}, async ({ body, staff }) => {
    await confirmBooking(await getDb(), body.id, staff, new Date());
    return ok({ id: body.id, status: "confirmed" }, { message: "Confirmed: the patient is told." });
  }),
});
