import { STAFF_ROLES } from "@/lib/contracts/staff";
import { methods, ok, route } from "@/lib/server/api/route";

// GET /api/admin/auth/me – the signed-in staff member (401 when the session has ended)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ roles: STAFF_ROLES }, async ({ staff }) => ok({ id: staff.id, email: staff.email, name: staff.name, role: staff.role })),
});
