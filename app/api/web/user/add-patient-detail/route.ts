import { savePatientCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { addPatient } from "@/lib/server/booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/add-patient-detail – saves the patient's details under the verified phone (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(savePatientCall, { rateLimit: ["booking-client"], maxBytes: 8 * 1024 }, async ({ body, caller }) => {
    const patientId = await addPatient(await getDb(), caller.phone, body, systemClock());
    return ok({ patientId }, { status: 201 });
  }),
});
