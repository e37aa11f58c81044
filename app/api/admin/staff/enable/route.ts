import { staffIdSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { setStaffDisabled } from "@/lib/server/staff";

// POST /api/admin/staff/enable – enables a staff account (admin): { id }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["admin"], body: staffIdSchema }, async ({ body, staff }) => ok(await setStaffDisabled(await getDb(), body.id, false, staff, new Date()))),
});
