import { deskQuerySchema } from "@/lib/contracts/staff";
import { getConfig } from "@/lib/server/config";
import { getDb } from "@/lib/server/db";
import { methods, route } from "@/lib/server/api/route";
import { attachmentDisposition } from "@/lib/server/api/attachment";
import { exportDesk } from "@/lib/server/compose/bookings-desk";
import { localDateOf } from "@/lib/format/appointment-time";

// GET /api/admin/bookings/export?from=&to=&doctor=&status= – the filtered desk as CSV (front desk)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ roles: ["front_desk"], query: deskQuerySchema }, async ({ query, staff }) => {
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
