import { z } from "zod";
import { getServiceV1 } from "@/lib/server/compose/service-detail";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/errors";
import { methods, ok, route } from "@/lib/server/api/route";

/** Next hands over path segments decoded; a client that double-encodes still gets its service. */
const decoded = (value: string) => {
  try {
    return /%[0-9a-f]{2}/i.test(value) ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
};

const params = z.object({
  category: z.string().transform(decoded).pipe(z.string().trim().min(1, "must not be empty").max(120, "is too long")),
  id: z.string().trim().min(1, "must not be empty").max(64, "is too long"),
});

// GET /api/web/service/{category}/{id} – one service (v1) by its category (url slug or name) and id
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ params }, async ({ params }) => {
    const service = await getServiceV1(await getDb(), params.category, params.id);
    if (!service) throw notFound("Service not found");
    return ok(service);
  }),
});
