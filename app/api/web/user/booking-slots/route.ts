import { getBookingSlotsCall } from "@/lib/contracts/calls/manage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { slotsForMove } from "@/lib/server/compose/manage-booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/booking-slots – free slots a booking can move to (its signed link; far enough ahead to be moved again, under the refund and change rules)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getBookingSlotsCall, { rateLimit: ["booking-client"] }, async ({ body }) =>
    ok(await slotsForMove(await getDb(), body, systemClock)),
  ),
});
