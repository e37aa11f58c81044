import { deskAttendanceSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { markAttendance } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/attendance – a confirmed booking whose time has come: attended or no_show (front desk): { id, status }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: deskAttendanceSchema }, async ({ body, staff }) => {
    await markAttendance(await getDb(), body.id, body.status, staff, new Date());
    return ok({ id: body.id, status: body.status });
  }),
});
