import { shortLinkCreateSchema } from "@/lib/contracts/short-links";
import { shortLinkHref } from "@/lib/routes";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { createLink } from "@/lib/server/shorturls/console";

// POST /api/admin/links/create – a new short link (editor): { id?, target, permanent?, expiresAt? }; a blank id gets a random one; 409 `id_taken`
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["editor"], body: shortLinkCreateSchema }, async ({ body, staff }) => {
    const link = await createLink(await getDb(), body, staff, new Date());
    return ok(link, { status: 201, message: `${shortLinkHref(link.id)} now leads to ${link.target}.` });
  }),
});
