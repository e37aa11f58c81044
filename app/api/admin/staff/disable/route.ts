import { staffIdSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { setStaffDisabled } from "@/lib/server/staff";

// POST /api/admin/staff/disable – disables a staff account (admin): { id }; its sessions end at once
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["admin"], body: staffIdSchema }, async ({ body, staff }) => ok(await setStaffDisabled(await getDb(), body.id, true, staff, new Date()))),
});
