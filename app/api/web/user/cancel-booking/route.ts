import { cancelBookingCall } from "@/lib/contracts/calls/manage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { cancelByLink } from "@/lib/server/compose/manage-booking";
import { cancelledMessage } from "@/lib/contracts/change-rules";
import { systemClock } from "@/lib/server/clock";
import { revalidateTags, TAGS } from "@/lib/server/cache";

// POST /api/web/user/cancel-booking – cancels a booking by its signed link until it starts; the refund is the refund and change rules' tier of that moment
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(cancelBookingCall, { rateLimit: ["booking-client"] }, async ({ body }) => {
    const cancelled = await cancelByLink(await getDb(), body.link, systemClock);
    await revalidateTags([TAGS.availability]);
    return ok(cancelled, { message: cancelledMessage(cancelled) });
  }),
});
