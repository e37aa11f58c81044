import { createShortLinkCall } from "@/lib/contracts/calls/console-content";
import { shortLinkHref } from "@/lib/routes";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { createLink } from "@/lib/server/shorturls/console";

// POST /api/admin/links/create – a new short link (editor): { id?, target, permanent?, expiresAt? }; a blank id gets a random one; 409 `id_taken`
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(createShortLinkCall, {}, async ({ body, staff }) => {
    const link = await createLink(await getDb(), body, staff, new Date());
    return ok(link, { status: 201, message: `${shortLinkHref(link.id)} now leads to ${link.target}.` });
  }),
});
