import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { getSetting } from "@/lib/server/settings";

// GET /api/web/aboutus-v2 – the about page: mission, vision, values, history, leadership, accreditations, facts
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({}, async () => ok(await getSetting(await getDb(), "about"))),
});
