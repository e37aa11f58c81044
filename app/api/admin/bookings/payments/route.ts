import { listUnsettledPaymentsCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { unsettledPayments } from "@/lib/server/payments/settlement";

// POST /api/admin/bookings/payments – captured payments not yet settled (front desk): refunds still due, disagreements with the gateway
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listUnsettledPaymentsCall, {}, async () => ok(await unsettledPayments(await getDb(), new Date()))),
});
