import { bookingLinkSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { cancelByLink } from "@/lib/server/compose/manage-booking";
import { cancelledMessage } from "@/lib/contracts/change-rules";
import { systemClock } from "@/lib/server/clock";
import { revalidateTags, TAGS } from "@/lib/server/cache";

// POST /api/web/user/cancel-booking – cancels a booking by its signed link until it starts; the refund is the refund and change rules' tier of that moment
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ rateLimit: ["booking-client"], body: bookingLinkSchema }, async ({ body }) => {
    const cancelled = await cancelByLink(await getDb(), body.link, systemClock);
    await revalidateTags([TAGS.availability]);
    return ok(cancelled, { message: cancelledMessage(cancelled) });
  }),
});
