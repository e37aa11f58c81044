import { joinWaitlistCall } from "@/lib/contracts/calls/waitlist";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { joinWaitlist } from "@/lib/server/waitlist";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/waitlist/join – the verified phone waits for a doctor's free slot between two dates (booking token, the patient's details); joining again changes the range and keeps the place; an SMS confirms it with the reference and a link to leave
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(joinWaitlistCall, { rateLimit: ["booking-client"], maxBytes: 8 * 1024 }, async ({ body, caller }) => {
    const joined = await joinWaitlist(await getDb(), { ...body, phone: caller.phone }, systemClock);
    return ok(joined, { status: 201, message: `You are number ${joined.position} on ${joined.doctor.fullName}'s waitlist (${joined.reference}). We sent an SMS saying so, and send another when a slot frees up.` });
  }),
});
