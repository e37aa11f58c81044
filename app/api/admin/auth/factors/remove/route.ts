import { removeFactorCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { removeFactor } from "@/lib/server/staff/factors";

// POST /api/admin/auth/factors/remove – removes one of one's own second factors (never the last): { id }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(removeFactorCall, {}, async ({ body, staff }) => {
    await removeFactor(await getDb(), staff, body.id, new Date());
    return ok({}, { message: "Removed." });
  }),
});
