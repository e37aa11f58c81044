import { getDb } from "@/lib/server/db";
import { methods, ok, route } from "@/lib/server/api/route";
import { unsettledPayments } from "@/lib/server/payments/settlement";

// POST /api/admin/bookings/payments – captured payments not yet settled (front desk): refunds still due, disagreements with the gateway
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: route({ roles: ["front_desk"] }, async () => ok(await unsettledPayments(await getDb(), new Date()))),
});
