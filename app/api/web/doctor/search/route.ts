import { doctorFiltersSchema } from "@/lib/contracts/doctor-filters";
import { searchDoctors } from "@/lib/server/doctors";
import { methods, ok, route } from "@/lib/server/http/route";

// POST /api/web/doctor/search – active doctors by name, speciality, gender, language and experience, ranked and paginated
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({ body: doctorFiltersSchema }, async ({ body }) => {
    const { doctors, pagination } = await searchDoctors(body);
    return ok(doctors, { pagination });
  }),
});
