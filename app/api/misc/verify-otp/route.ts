import { verifyOtpSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { verifyCode } from "@/lib/server/otp";
import { systemClock } from "@/lib/server/clock";

// POST /api/misc/verify-otp – checks the code; answers the booking token (kept in localStorage `token`)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: verifyOtpSchema, maxBytes: 4 * 1024 }, async ({ body, client }) =>
    ok(await verifyCode(await getDb(), { ...body, client }, systemClock), { message: "Your number is verified." }),
  ),
});
