import { correctionSchema } from "@/lib/contracts/my-data";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { requestCorrection } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/correction – asks the hospital to correct a record (booking token); staff carry it out within 90 days
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "booking", rateLimit: ["booking-client"], body: correctionSchema, maxBytes: 8 * 1024 }, async ({ body, caller }) =>
    ok(await requestCorrection(await getDb(), caller.phone, body.details, systemClock()), { status: 201 }),
  ),
});
