import { listTestimonialsCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listTestimonials } from "@/lib/server/content/gallery";

// POST /api/web/testimonials/get-user – patients' testimonials: { speciality?, limit? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listTestimonialsCall, {}, async ({ body }) => ok(await listTestimonials(await getDb(), body))),
});
