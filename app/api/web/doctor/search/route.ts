import { doctorFiltersSchema } from "@/lib/doctors/filters";
import { searchDoctors } from "@/lib/server/doctors";
import { methods, ok, route } from "@/lib/server/http/route";

// POST /api/web/doctor/search – active doctors by name, speciality, gender, language and experience, ranked and paginated
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: doctorFiltersSchema }, async ({ body }) => {
    const { doctors, pagination } = await searchDoctors(body);
    return ok(doctors, { pagination });
  }),
});
