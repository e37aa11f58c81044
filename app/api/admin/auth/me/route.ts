import { getMeCall } from "@/lib/contracts/calls/console-accounts";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";

// GET /api/admin/auth/me – the signed-in staff member (401 when the session has ended)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(getMeCall, {}, async ({ staff }) => ok({ id: staff.id, email: staff.email, name: staff.name, role: staff.role })),
});
