import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { listStaff } from "@/lib/server/staff";

// GET /api/admin/staff/list – every staff account (admin)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ roles: ["admin"] }, async () => ok(await listStaff(await getDb(), new Date()))),
});
