import { exportBookingsCall } from "@/lib/contracts/calls/console-desk";
import { getConfig } from "@/lib/server/config";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods } from "@/lib/server/api/route";
import { attachmentDisposition } from "@/lib/server/api/attachment";
import { exportDesk } from "@/lib/server/compose/bookings-desk";
import { localDateOf } from "@/lib/format/appointment-time";

// GET /api/admin/bookings/export – the filtered desk as CSV (front desk)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(exportBookingsCall, {}, async ({ query, staff }) => {
    const now = new Date();
    const { timeZone } = getConfig();
    const csv = await exportDesk(await getDb(), query, staff, now, timeZone);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": attachmentDisposition(`bookings-${query.from ?? localDateOf(now, timeZone)}.csv`),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
});
