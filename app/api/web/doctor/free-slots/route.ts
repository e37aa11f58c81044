import { getFreeSlotsCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { getFreeSlots } from "@/lib/server/booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/doctor/free-slots – a doctor's free appointment slots over some days (never cached: holds change them)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getFreeSlotsCall, {}, async ({ body }) => ok(await getFreeSlots(await getDb(), body, systemClock))),
});
