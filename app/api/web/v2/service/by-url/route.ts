import { byUrlRequestSchema } from "@/lib/contracts/by-url";
import { getServiceV2BySlug } from "@/lib/server/compose/service-detail";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { methods, ok, route } from "@/lib/server/api/route";

const serviceByUrlBody = byUrlRequestSchema("the service's url slug");

// POST /api/web/v2/service/by-url – one service (v2) by url slug, with sections, specialities and doctors
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: serviceByUrlBody }, async ({ body }) => {
    const service = await getServiceV2BySlug(await getDb(), body.url);
    if (!service) throw notFound("Service not found");
    return ok(service);
  }),
});
