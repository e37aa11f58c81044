import { careerListSchema } from "@/lib/contracts/content";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listOpenings } from "@/lib/server/careers";
import { hospitalToday } from "@/lib/server/content/pages";

// POST /api/web/career/list-user – job openings (open first, then closed ones, still readable): { department?, location? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ body: careerListSchema }, async ({ body }) => ok(await listOpenings(await getDb(), body, hospitalToday()))),
});
