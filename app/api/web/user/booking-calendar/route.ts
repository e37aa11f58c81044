import { getBookingCalendarCall } from "@/lib/contracts/calls/manage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods } from "@/lib/server/api/route";
import { calendarOfLink, calendarOfOrder } from "@/lib/server/compose/booking-calendar";
import { bookingCallerOf } from "@/lib/server/api/booking-auth";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/booking-calendar – the appointment as an .ics file (by signed link, or by order id with the booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getBookingCalendarCall, { rateLimit: ["booking-client"] }, async ({ body: input, request }) => {
    const db = await getDb();
    const file =
      "link" in input
        ? await calendarOfLink(db, input.link, systemClock)
        : await calendarOfOrder(db, input.orderId, (await bookingCallerOf(request)).attemptId, systemClock);
    return new Response(file.text, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${file.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  }),
});
