import { getContactPageCall } from "@/lib/contracts/calls/site";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { getContactPage } from "@/lib/server/content/pages";

// GET /api/web/contact-v2 – the contact page: address, phone, e-mail, departments, addresses, directions, map, form subjects
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(getContactPageCall, {}, async () => ok(await getContactPage(await getDb()))),
});
