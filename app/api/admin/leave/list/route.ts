import { LEAVE_DESK_ROLES } from "@/lib/contracts/leave";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listLeave } from "@/lib/server/booking/leave";

// POST /api/admin/leave/list – each doctor's current and upcoming leave, with the bookings still to come on its days (front desk, editors)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: LEAVE_DESK_ROLES }, async ({ staff }) => ok(await listLeave(await getDb(), staff, new Date()))),
});
