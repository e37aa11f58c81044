import { z } from "zod";
import { bookingLinkSchema, freeSlotsSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { slotsForMove } from "@/lib/server/compose/manage-booking";
import { systemClock } from "@/lib/server/clock";

const body = bookingLinkSchema.extend({ from: freeSlotsSchema.shape.from, days: freeSlotsSchema.shape.days });

// POST /api/web/user/booking-slots – free slots a booking can move to (its signed link; far enough ahead to be moved again, under the refund and change rules)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ rateLimit: ["booking-client"], body }, async ({ body: input }: { body: z.output<typeof body> }) =>
    ok(await slotsForMove(await getDb(), input, systemClock)),
  ),
});
