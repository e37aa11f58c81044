import { listPrivacyRequestsCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { privacyRequestsRead } from "@/lib/server/compose/audited-reads";

// POST /api/admin/privacy/list – privacy requests, open ones by due date with the days left of the 90 (admin): { state?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listPrivacyRequestsCall, {}, async ({ body, staff }) => {
    const { requests, pagination } = await privacyRequestsRead(await getDb(), body, staff, new Date());
    return ok(requests, { pagination });
  }),
});
