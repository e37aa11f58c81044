import { resendBookingLinksCall } from "@/lib/contracts/calls/manage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { resendBookingLinks } from "@/lib/server/booking/resend-links";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/resend-links – the links of a phone's appointments to come, sent again by SMS to that phone (proof of work, limits per address and per phone)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(resendBookingLinksCall, { maxBytes: 8 * 1024 }, async ({ body, client }) => {
    const answer = await resendBookingLinks(await getDb(), body, client, systemClock);
    return ok(answer, { message: `If ${answer.sentTo} has appointments to come, an SMS with the link of each is on its way.` });
  }),
});
