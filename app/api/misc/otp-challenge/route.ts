import { getOtpChallengeCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { newChallenge } from "@/lib/server/otp";
import { systemClock } from "@/lib/server/clock";

// POST /api/misc/otp-challenge – a proof-of-work challenge the browser solves before /misc/send-otp or /misc/resend-otp; its work grows with the address's codes in the last hour
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getOtpChallengeCall, { rateLimit: ["booking-client"] }, async ({ client }) => ok({ challenge: await newChallenge(await getDb(), systemClock, client) })),
});
