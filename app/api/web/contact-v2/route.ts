import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { getContactPage } from "@/lib/server/content/pages";

// GET /api/web/contact-v2 – the contact page: address, phone, e-mail, departments, addresses, directions, map, form subjects
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({}, async () => ok(await getContactPage(await getDb()))),
});
