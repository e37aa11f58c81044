import { forgetPatientSchema } from "@/lib/contracts/booking";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { forgetPatient } from "@/lib/server/booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/forget-patient – withdraws the consent to offer a saved patient's details again (booking token of the same phone)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ auth: "phone", rateLimit: ["booking-client"], body: forgetPatientSchema, maxBytes: 1024 }, async ({ body, caller }) => {
    await forgetPatient(await getDb(), caller.phone, body.patientId, systemClock());
    return ok({ patientId: body.patientId }, { message: "Forgotten: these details will not be offered again." });
  }),
});
