import { verifyOtpCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { verifyCode } from "@/lib/server/otp";
import { systemClock } from "@/lib/server/clock";

// POST /api/misc/verify-otp – checks the code; answers the booking token (kept in localStorage `token`)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(verifyOtpCall, { maxBytes: 4 * 1024 }, async ({ body, client }) =>
    ok(await verifyCode(await getDb(), { ...body, client }, systemClock), { message: "Your number is verified." }),
  ),
});
