import { rescheduleBookingCall } from "@/lib/contracts/calls/manage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { rescheduleByLink } from "@/lib/server/compose/manage-booking";
import { systemClock } from "@/lib/server/clock";
import { revalidateTags, TAGS } from "@/lib/server/cache";

// POST /api/web/user/reschedule-booking – moves a booking to another free slot of the same doctor while the refund and change rules allow a move
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(rescheduleBookingCall, { rateLimit: ["booking-client"] }, async ({ body }) => {
    const moved = await rescheduleByLink(await getDb(), body, systemClock);
    await revalidateTags([TAGS.availability]);
    return ok(moved, { message: "Your booking is moved." });
  }),
});
