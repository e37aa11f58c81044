import { getServiceV1Call } from "@/lib/contracts/calls/services";
import { getServiceV1 } from "@/lib/server/compose/service-detail";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// GET /api/web/service/[category]/[id] – one service (v1) by its category (url slug or name) and id
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(getServiceV1Call, {}, async ({ params }) => {
    const service = await getServiceV1(await getDb(), params.category, params.id);
    if (!service) throw notFound("Service not found");
    return ok(service);
  }),
});
