import { getAboutCall } from "@/lib/contracts/calls/site";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { getSetting } from "@/lib/server/settings";

// GET /api/web/aboutus-v2 – the about page: mission, vision, values, history, leadership, accreditations, facts
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(getAboutCall, {}, async () => ok(await getSetting(await getDb(), "about"))),
});
