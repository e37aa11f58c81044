import { listLeaveCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listLeave } from "@/lib/server/booking/leave";

// POST /api/admin/leave/list – each doctor's current and upcoming leave, with the bookings still to come on its days (front desk, editors)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listLeaveCall, {}, async ({ staff }) => ok(await listLeave(await getDb(), staff, new Date()))),
});
