import { z } from "zod";
import { getDoctorByUsername } from "@/lib/server/doctors";
import { notFound } from "@/lib/server/http/errors";
import { methods, ok, route } from "@/lib/server/http/route";

const doctorByUrlBody = z.object({
  url: z.string({ error: "must be the doctor's url slug" }).trim().min(1, "must not be empty").max(120, "must be at most 120 characters"),
});

// POST /api/web/doctor/get-by-url – a doctor's public profile by url slug (SPEC.md: success 1 gives the data)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: doctorByUrlBody }, async ({ body }) => {
    const doctor = await getDoctorByUsername(body.url);
    if (!doctor) throw notFound("Doctor not found");
    return ok(doctor);
  }),
});
