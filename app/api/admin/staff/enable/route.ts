import { enableStaffCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { setStaffDisabled } from "@/lib/server/staff";

// POST /api/admin/staff/enable – enables a staff account (admin): { id }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(enableStaffCall, {}, async ({ body, staff }) => ok(await setStaffDisabled(await getDb(), body.id, false, staff, new Date()))),
});
