import { disableStaffCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { setStaffDisabled } from "@/lib/server/staff";

// POST /api/admin/staff/disable – disables a staff account (admin): { id }; its sessions end at once
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(disableStaffCall, {}, async ({ body, staff }) => ok(await setStaffDisabled(await getDb(), body.id, true, staff, new Date()))),
});
