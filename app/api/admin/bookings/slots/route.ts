import { deskSlotsSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { deskMoveSlots } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/slots – the free slots of the booking's doctor it can move to, as /api/web/doctor/free-slots answers them (front desk): { id, from?, days? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"], body: deskSlotsSchema }, async ({ body }) => ok(await deskMoveSlots(await getDb(), body, new Date()))),
});
