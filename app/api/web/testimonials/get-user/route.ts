import { testimonialQuerySchema } from "@/lib/contracts/content";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listTestimonials } from "@/lib/server/content/gallery";

// POST /api/web/testimonials/get-user – patients' testimonials: { speciality?, limit? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: testimonialQuerySchema }, async ({ body }) => ok(await listTestimonials(await getDb(), body))),
});
