import { healthCall } from "@/lib/contracts/calls/site";
import { getHealth } from "@/lib/server/health";
import { handle } from "@/lib/server/api/handle";
import { failedWith, methods, ok } from "@/lib/server/api/route";

// GET /api/health – liveness and whether the database answers (503 when it does not)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(healthCall, {}, async () => {
    const health = await getHealth();
    return health.ok ? ok(health) : failedWith(health, 503, "The database is not answering.");
  }),
});
