import { forgetSavedPatientCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { forgetPatient } from "@/lib/server/booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/forget-patient – withdraws the consent to offer a saved patient's details again (booking token of the same phone)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(forgetSavedPatientCall, { rateLimit: ["booking-client"], maxBytes: 1024 }, async ({ body, caller }) => {
    await forgetPatient(await getDb(), caller.phone, body.patientId, systemClock());
    return ok({ patientId: body.patientId }, { message: "Forgotten: these details will not be offered again." });
  }),
});
