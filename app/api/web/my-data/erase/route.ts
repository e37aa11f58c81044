import { eraseMyDataCall } from "@/lib/contracts/calls/my-data";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { eraseMyData } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/erase – erases what no law requires keeping, pseudonymises what it does (booking token); 409 while an appointment is to come
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(eraseMyDataCall, { rateLimit: ["booking-client"], maxBytes: 1024 }, async ({ caller }) =>
    ok(await eraseMyData(await getDb(), caller.phone, systemClock()), { status: 202, message: "Your data has been erased. What the law requires the hospital to keep is listed with the date it will be deleted." }),
  ),
});
