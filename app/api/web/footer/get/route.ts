import { getFooter } from "@/lib/server/compose/footer";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/http/route";

// POST /api/web/footer/get – the footer settings, over SPEC.md's defaults
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: route({}, async () => ok(await getFooter(await getDb()))),
});
