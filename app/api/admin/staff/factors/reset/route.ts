import { resetStaffFactorsCall } from "@/lib/contracts/calls/console-factors";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { resetFactors } from "@/lib/server/staff/factors";

// POST /api/admin/staff/factors/reset – resets another account's second factor (admin): { id }; it is signed out and enrols again
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(resetStaffFactorsCall, {}, async ({ body, staff }) => ok(await resetFactors(await getDb(), body.id, staff, new Date()), { message: "Its second factor is reset: it enrols again at its next sign-in." })),
});
