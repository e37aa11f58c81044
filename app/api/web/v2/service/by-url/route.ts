import { getServiceByUrlCall } from "@/lib/contracts/calls/services";
import { getServiceV2BySlug } from "@/lib/server/compose/service-detail";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/v2/service/by-url – one service (v2) by url slug, with sections, specialities and doctors
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getServiceByUrlCall, {}, async ({ body }) => {
    const service = await getServiceV2BySlug(await getDb(), body.url);
    if (!service) throw notFound("Service not found");
    return ok(service);
  }),
});
