import { leaveWaitlistCall } from "@/lib/contracts/calls/waitlist";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { leaveByLink } from "@/lib/server/waitlist";
import { kickDispatcher } from "@/lib/server/outbox";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/waitlist/leave – removes the patient of an offer's link from the waitlist (and passes an open offer on)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(leaveWaitlistCall, { rateLimit: ["booking-client"] }, async ({ body }) => {
    await leaveByLink(await getDb(), body.link, systemClock);
    kickDispatcher();
    return ok({ left: true as const }, { message: "You have left the waitlist. We will not send you more offers." });
  }),
});
