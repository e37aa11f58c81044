import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { getMyData } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/get – every record the hospital holds against the verified phone (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "phone", rateLimit: ["booking-client"], maxBytes: 1024 }, async ({ caller }) => ok(await getMyData(await getDb(), caller.phone, systemClock()))),
});
