import { staffCreateSchema } from "@/lib/contracts/staff";
import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { createStaff } from "@/lib/server/staff";

// POST /api/admin/staff/create – a new staff account (admin): { email, name, role, password }; 409 when the e-mail has one
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["admin"], body: staffCreateSchema }, async ({ body, staff }) =>
    ok(await createStaff(await getDb(), body, { id: staff.id, email: staff.email }, new Date()), { status: 201, message: `${body.name} can now sign in.` }),
  ),
});
