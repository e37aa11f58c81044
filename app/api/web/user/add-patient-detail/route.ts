import { savePatientCall } from "@/lib/contracts/calls/booking";
import { getDb } from "@/lib/server/db";
import { HttpError } from "@/lib/server/api/errors";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { savePatient } from "@/lib/server/booking";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/user/add-patient-detail – saves the patient's details under the verified phone (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(savePatientCall, { rateLimit: ["booking-client"], maxBytes: 8 * 1024 }, async ({ body, caller }) => {
    if (body.phone !== caller.phone) {
      throw new HttpError("bad_request", "The mobile number differs from the one you verified. Verify the new number to use it.", {
        errors: [{ path: "phone", message: "not the verified number" }],
        reason: "phone_not_verified",
      });
    }
    const now = systemClock();
    const patientId = await (await getDb()).transaction((tx) => savePatient(tx, caller.phone, body, now));
    return ok({ patientId }, { status: 201 });
  }),
});
