import { sendOtpCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { sendCode } from "@/lib/server/otp";
import { systemClock } from "@/lib/server/clock";

// POST /api/misc/send-otp – sends a 6-digit code to a mobile number at once (proof of work, per-phone, per-address and site-wide limits); `purpose` (booking by default, waitlist, my_data) names in the SMS what the code is for; 503 otp_not_sent when the SMS gateway fails
// `purpose` (booking by default, waitlist, my_data) names in the SMS what the code is for; 503 otp_not_sent when the SMS gateway fails
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(sendOtpCall, { maxBytes: 8 * 1024 }, async ({ body, client }) =>
    ok(await sendCode(await getDb(), { phone: body.phone, pow: body.pow, client, purpose: body.purpose }, systemClock), { message: "We sent a 6-digit code by SMS." }),
  ),
});
