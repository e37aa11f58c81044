import { deleteShortLinkCall } from "@/lib/contracts/calls/console-content";
import { shortLinkHref } from "@/lib/routes";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { deleteLink } from "@/lib/server/shorturls/console";

// POST /api/admin/links/delete – deletes a short link (editor): { id }; its address answers 404 from then on; 404 when unknown
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(deleteShortLinkCall, {}, async ({ body, staff }) => {
    const link = await deleteLink(await getDb(), body.id, staff, new Date());
    return ok({ id: link.id }, { message: `${shortLinkHref(link.id)} is deleted.` });
  }),
});
