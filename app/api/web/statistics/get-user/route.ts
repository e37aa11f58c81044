import { listStatisticsCall } from "@/lib/contracts/calls/site";
import { listStatistics } from "@/lib/server/compose/homepage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/statistics/get-user – the home page's figures (350 "+" "Beds"), in display order
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listStatisticsCall, {}, async () => ok(await listStatistics(await getDb()))),
});
