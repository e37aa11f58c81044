import { getHealth } from "@/lib/server/health";
import { methods, route } from "@/lib/server/api/route";

// GET /api/health – liveness and whether the database answers (503 when it does not)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({}, async () => {
    const health = await getHealth();
    return Response.json(
      { success: health.ok ? 1 : 0, data: health, ...(health.ok ? {} : { message: "The database is not answering." }) },
      { status: health.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
    );
  }),
});
