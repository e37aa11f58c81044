import { listOpeningsCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listOpenings } from "@/lib/server/careers";
import { hospitalToday } from "@/lib/server/content/pages";

// POST /api/web/career/list-user – job openings (open first, then closed ones, still readable): { department?, location? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listOpeningsCall, {}, async ({ body }) => ok(await listOpenings(await getDb(), body, hospitalToday()))),
});
