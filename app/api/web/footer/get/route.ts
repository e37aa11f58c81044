import { getFooter } from "@/lib/server/compose/footer";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";

// POST /api/web/footer/get – the footer settings, over SPEC.md's defaults
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({}, async () => ok(await getFooter(await getDb()))),
});
