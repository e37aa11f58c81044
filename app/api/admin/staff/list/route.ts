import { listStaffCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listStaff } from "@/lib/server/staff";

// GET /api/admin/staff/list – every staff account (admin)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(listStaffCall, {}, async () => ok(await listStaff(await getDb()))),
});
