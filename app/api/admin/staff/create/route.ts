import { createStaffCall } from "@/lib/contracts/calls/console-accounts";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { createStaff } from "@/lib/server/staff";

// POST /api/admin/staff/create – a new staff account (admin): { email, name, role, password }; 409 when the e-mail has one
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(createStaffCall, {}, async ({ body, staff }) =>
    ok(await createStaff(await getDb(), body, { id: staff.id, email: staff.email }, new Date()), { status: 201, message: `${body.name} can now sign in.` }),
  ),
});
