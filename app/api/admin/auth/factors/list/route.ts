import { listFactorsCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listFactors } from "@/lib/server/staff/factors";

// GET /api/admin/auth/factors/list – the signed-in person's second factors and recovery codes left
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(listFactorsCall, {}, async ({ staff }) => ok(await listFactors(await getDb(), staff.id))),
});
