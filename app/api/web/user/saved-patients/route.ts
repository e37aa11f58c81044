import { getSavedPatientsCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { savedPatients } from "@/lib/server/booking";

// POST /api/web/user/saved-patients – the patients the verified phone asked to be offered at its next booking (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getSavedPatientsCall, { rateLimit: ["booking-client"] }, async ({ caller }) => {
    return ok({ patients: await savedPatients(await getDb(), caller.phone) });
  }),
});
