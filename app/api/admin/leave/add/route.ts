import { addLeaveCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { addLeave } from "@/lib/server/booking/leave";

// POST /api/admin/leave/add – marks a doctor away from one day to another: no slot is offered on them; the bookings already on them stay and are answered for the desk to call (front desk, editors): { doctor, fromDate, toDate, reason? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(addLeaveCall, {}, async ({ body, staff }) => {
    const added = await addLeave(await getDb(), body, staff, new Date());
    const calls = added.bookings.length;
    return ok(added, { status: 201, message: calls ? `Leave saved. ${calls === 1 ? "One booking is" : `${calls} bookings are`} on these days: call the patients to move or cancel them.` : "Leave saved. No booking is on these days." });
  }),
});
