import { closePrivacyRequestCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { closePrivacyRequest } from "@/lib/server/privacy/requests";

// POST /api/admin/privacy/close – closes an open privacy request with a note of what was done (admin): { id, note }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(closePrivacyRequestCall, { maxBytes: 8 * 1024 }, async ({ body, staff }) =>
    ok(await closePrivacyRequest(await getDb(), body, { id: staff.id, email: staff.email }, new Date())),
  ),
});
