import { freeSlotsSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { getFreeSlots } from "@/lib/server/booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/doctor/free-slots – a doctor's free appointment slots over some days (never cached: holds change them)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: freeSlotsSchema }, async ({ body }) => ok(await getFreeSlots(await getDb(), body, systemClock))),
});
