import { listDoctorsCall } from "@/lib/contracts/calls/doctors";
import { listDoctors } from "@/lib/server/doctors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/doctor/list-user – active doctors, 100 a page by default, with the search filters
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listDoctorsCall, {}, async ({ body }) => {
    const { doctors, pagination } = await listDoctors(await getDb(), body);
    return ok(doctors, { pagination });
  }),
});
