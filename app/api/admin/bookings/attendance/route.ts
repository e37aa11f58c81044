import { markAttendanceCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { markAttendance } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/attendance – a confirmed booking whose time has come: attended or no_show (front desk): { id, status }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(markAttendanceCall, {}, async ({ body, staff }) => {
    await markAttendance(await getDb(), body.id, body.status, staff, new Date());
    return ok({ id: body.id, status: body.status });
  }),
});
