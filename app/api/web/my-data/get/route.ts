import { getMyDataCall } from "@/lib/contracts/calls/my-data";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { getMyData } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/get – every record the hospital holds against the verified phone (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getMyDataCall, { rateLimit: ["booking-client"], maxBytes: 1024 }, async ({ caller }) => ok(await getMyData(await getDb(), caller.phone, systemClock()))),
});
