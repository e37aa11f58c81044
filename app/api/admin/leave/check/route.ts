import { leaveCheckSchema, LEAVE_DESK_ROLES } from "@/lib/contracts/leave";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { checkLeave } from "@/lib/server/booking/leave";

// POST /api/admin/leave/check – the bookings a doctor's leave would touch, before it is saved; nothing is written (front desk, editors): { doctor, fromDate, toDate }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: LEAVE_DESK_ROLES, body: leaveCheckSchema }, async ({ body, staff }) => ok(await checkLeave(await getDb(), body, staff, new Date()))),
});
