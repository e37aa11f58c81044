import { getFooterCall } from "@/lib/contracts/calls/site";
import { getFooter } from "@/lib/server/compose/footer";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// POST /api/web/footer/get – the footer settings, over SPEC.md's defaults
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(getFooterCall, {}, async () => ok(await getFooter(await getDb()))),
});
