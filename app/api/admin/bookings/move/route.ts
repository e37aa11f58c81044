import { moveBookingCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { revalidateTags, TAGS } from "@/lib/server/cache";
import { moveFromDesk } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/move – moves a waiting or confirmed booking, not yet started, to a free slot of the same doctor; the patient is told (front desk): { id, slotStart }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(moveBookingCall, {}, async ({ body, staff }) => {
    const slot = await moveFromDesk(await getDb(), body.id, body.slotStart, staff, new Date());
    await revalidateTags([TAGS.availability]);
    return ok({ id: body.id, ...slot }, { message: "Moved: the patient is told." });
  }),
});
