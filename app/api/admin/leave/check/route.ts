import { checkLeaveCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { checkLeave } from "@/lib/server/booking/leave";

// POST /api/admin/leave/check – the bookings a doctor's leave would touch, before it is saved; nothing is written (front desk, editors): { doctor, fromDate, toDate }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(checkLeaveCall, {}, async ({ body, staff }) => ok(await checkLeave(await getDb(), body, staff, new Date()))),
});
