import { confirmAttendanceCall } from "@/lib/contracts/calls/manage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { confirmAttendanceByLink } from "@/lib/server/compose/manage-booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/confirm-attendance – the patient confirms, by the booking's signed link (the day-before reminder's), that they will come
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(confirmAttendanceCall, { rateLimit: ["booking-client"] }, async ({ body }) => {
    const booking = await confirmAttendanceByLink(await getDb(), body.link, systemClock);
    return ok(booking, { message: "Thank you: the hospital knows you will come." });
  }),
});
