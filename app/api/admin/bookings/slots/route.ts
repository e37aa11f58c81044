import { getMoveSlotsCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { deskMoveSlots } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/slots – the free slots of the booking's doctor it can move to, as /api/web/doctor/free-slots answers them (front desk): { id, from?, days? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getMoveSlotsCall, {}, async ({ body }) => ok(await deskMoveSlots(await getDb(), body, new Date()))),
});
