import { z } from "zod";
import { getServiceV2BySlug } from "@/lib/server/services";
import { notFound } from "@/lib/server/http/errors";
import { methods, ok, route } from "@/lib/server/http/route";

const serviceByUrlBody = z.object({
  url: z.string({ error: "must be the service's url slug" }).trim().min(1, "must not be empty").max(120, "must be at most 120 characters"),
});

// POST /api/web/v2/service/by-url – one service (v2) by url slug, with sections, specialities and doctors
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: serviceByUrlBody }, async ({ body }) => {
    const service = await getServiceV2BySlug(body.url);
    if (!service) throw notFound("Service not found");
    return ok(service);
  }),
});
