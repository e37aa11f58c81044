import { doctorFiltersSchema } from "@/lib/contracts/doctor-filters";
import { searchDoctors } from "@/lib/server/doctors";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/web/doctor/search – active doctors by name, speciality, gender, language and experience, ranked and paginated
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: doctorFiltersSchema }, async ({ body }) => {
    const { doctors, pagination } = await searchDoctors(await getDb(), body);
    return ok(doctors, { pagination });
  }),
});
