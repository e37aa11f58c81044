import { getBookingCall } from "@/lib/contracts/calls/manage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { managedBooking } from "@/lib/server/compose/manage-booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/get-booking – the booking a signed link opens (the link's token in the body, never in an address)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getBookingCall, { rateLimit: ["booking-client"] }, async ({ body }) => ok(await managedBooking(await getDb(), body.link, systemClock))),
});
