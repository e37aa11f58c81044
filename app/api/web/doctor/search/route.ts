import { searchDoctorsCall } from "@/lib/contracts/calls/doctors";
import { searchDoctors } from "@/lib/server/doctors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/doctor/search – active doctors by name, speciality, gender, language and experience, ranked and paginated
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(searchDoctorsCall, {}, async ({ body }) => {
    const { doctors, pagination } = await searchDoctors(await getDb(), body);
    return ok(doctors, { pagination });
  }),
});
