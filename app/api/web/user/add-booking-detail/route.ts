import { holdSlotCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { getConfig } from "@/lib/server/config";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { holdSlot } from "@/lib/server/booking";
import { systemClock } from "@/lib/server/clock";
import { revalidateTags, TAGS } from "@/lib/server/cache";

// POST /api/web/user/add-booking-detail – holds a slot for BOOKING_HOLD_MINUTES while the visitor pays (booking token); 409 when taken, or when the phone holds another
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(holdSlotCall, { rateLimit: ["booking-client"], maxBytes: 8 * 1024 }, async ({ body, caller }) => {
    const booking = await holdSlot(await getDb(), { ...body, attemptId: caller.attemptId, phone: caller.phone }, systemClock);
    // The slot is no longer free: doctor cards and the profile stop offering it.
    await revalidateTags([TAGS.availability]);
    return ok(booking, { status: 201, message: `The slot is held for ${getConfig().holdMinutes} minutes while you pay.` });
  }),
});
