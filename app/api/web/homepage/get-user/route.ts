import { getHomepageCall } from "@/lib/contracts/calls/site";
import { getHomepage } from "@/lib/server/compose/homepage";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/homepage/get-user – the home page's hero, highlights and calls to action
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getHomepageCall, {}, async () => ok(await getHomepage(await getDb()))),
});
