import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { savedPatients } from "@/lib/server/booking";

// POST /api/web/user/saved-patients – the patients the verified phone asked to be offered at its next booking (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "phone", rateLimit: ["booking-client"] }, async ({ caller }) => {
    return ok({ patients: await savedPatients(await getDb(), caller.phone) });
  }),
});
