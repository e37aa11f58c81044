import { privacyListSchema } from "@/lib/contracts/my-data";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listPrivacyRequests } from "@/lib/server/privacy/requests";

// POST /api/admin/privacy/list – privacy requests, open ones by due date with the days left of the 90 (admin): { state?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["admin"], body: privacyListSchema }, async ({ body }) => {
    const { requests, pagination } = await listPrivacyRequests(await getDb(), body, new Date());
    return ok(requests, { pagination });
  }),
});
