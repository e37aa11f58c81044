import { bookingLinkSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { managedBooking } from "@/lib/server/compose/manage-booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/get-booking – the booking a signed link opens (the link's token in the body, never in an address)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ rateLimit: ["booking-client"], body: bookingLinkSchema }, async ({ body }) => ok(await managedBooking(await getDb(), body.link, systemClock))),
});
