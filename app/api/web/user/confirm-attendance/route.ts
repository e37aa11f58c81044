import { bookingLinkSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { confirmAttendanceByLink } from "@/lib/server/compose/manage-booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/confirm-attendance – the patient confirms, by the booking's signed link (the day-before reminder's), that they will come
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ rateLimit: ["booking-client"], body: bookingLinkSchema }, async ({ body }) => {
    const booking = await confirmAttendanceByLink(await getDb(), body.link, systemClock);
    return ok(booking, { message: "Thank you: the hospital knows you will come." });
  }),
});
