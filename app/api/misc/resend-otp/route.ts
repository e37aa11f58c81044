import { resendOtpCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { resendCode } from "@/lib/server/otp";
import { systemClock } from "@/lib/server/clock";

// POST /api/misc/resend-otp – a new code for the same attempt, 30 seconds after the last one (the earlier code stops working once the new one is sent); 503 otp_not_sent when the SMS gateway fails
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(resendOtpCall, { maxBytes: 8 * 1024 }, async ({ body, client }) =>
    ok(await resendCode(await getDb(), { attemptId: body.attemptId, pow: body.pow, client, purpose: body.purpose }, systemClock), { message: "We sent a new code by SMS." }),
  ),
});
