import { privacyCloseSchema } from "@/lib/contracts/my-data";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { closePrivacyRequest } from "@/lib/server/privacy/requests";

// POST /api/admin/privacy/close – closes an open privacy request with a note of what was done (admin): { id, note }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["admin"], body: privacyCloseSchema, maxBytes: 8 * 1024 }, async ({ body, staff }) =>
    ok(await closePrivacyRequest(await getDb(), body, { id: staff.id, email: staff.email }, new Date())),
  ),
});
