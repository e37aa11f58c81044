import { getDoctorByUrlCall } from "@/lib/contracts/calls/doctors";
import { getDoctorByUsername } from "@/lib/server/compose/doctor-profile";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/doctor/get-by-url – a doctor's public profile by url slug (SPEC.md: success 1 gives the data)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getDoctorByUrlCall, {}, async ({ body }) => {
    const doctor = await getDoctorByUsername(await getDb(), body.url);
    if (!doctor) throw notFound("Doctor not found");
    return ok(doctor);
  }),
});
