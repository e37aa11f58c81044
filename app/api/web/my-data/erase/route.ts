import { eraseSchema } from "@/lib/contracts/my-data";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { eraseMyData } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/erase – erases what no law requires keeping, pseudonymises what it does (booking token); 409 while an appointment is to come
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "phone", rateLimit: ["booking-client"], body: eraseSchema, maxBytes: 1024 }, async ({ caller }) =>
    ok(await eraseMyData(await getDb(), caller.phone, systemClock()), { status: 202, message: "Your data has been erased. What the law requires the hospital to keep is listed with the date it will be deleted." }),
  ),
});
