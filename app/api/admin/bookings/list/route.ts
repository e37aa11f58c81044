import { listBookingsCall } from "@/lib/contracts/calls/console-desk";
import { getConfig } from "@/lib/server/config";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { listDesk } from "@/lib/server/compose/bookings-desk";

// POST /api/admin/bookings/list – paid bookings from today (or `from`), by time (front desk): { from?, to?, doctor?, status?, page? }
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(listBookingsCall, {}, async ({ body, staff }) => {
    const { bookings, pagination } = await listDesk(await getDb(), body, staff, new Date(), getConfig().timeZone);
    return ok(bookings, { pagination });
  }),
});
