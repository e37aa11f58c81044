import { removeLeaveCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { removeLeave } from "@/lib/server/booking/leave";

// POST /api/admin/leave/remove – removes current or upcoming leave: its days' slots are free again, and offered to the waitlist (front desk, editors): { id }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(removeLeaveCall, {}, async ({ body, staff }) => ok(await removeLeave(await getDb(), body.id, staff, new Date()), { message: "Leave removed: its days are open for booking again." })),
});
