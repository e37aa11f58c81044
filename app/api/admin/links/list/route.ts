import { listShortLinksCall } from "@/lib/contracts/calls/console-content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listLinks } from "@/lib/server/shorturls/console";

// POST /api/admin/links/list – short links newest first with their hit counts, 50 a page (editor): { search?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listShortLinksCall, {}, async ({ body }) => {
    const { links, pagination } = await listLinks(await getDb(), body);
    return ok(links, { pagination });
  }),
});
