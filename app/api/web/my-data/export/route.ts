import { exportMyDataCall } from "@/lib/contracts/calls/my-data";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods } from "@/lib/server/api/route";
import { attachmentDisposition } from "@/lib/server/api/attachment";
import { exportMyData } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/export – the same records as a JSON file to download (booking token)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(exportMyDataCall, { rateLimit: ["booking-client"], maxBytes: 1024 }, async ({ caller }) => {
    const file = await exportMyData(await getDb(), caller.phone, systemClock());
    return new Response(file.json, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": attachmentDisposition(file.filename),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  }),
});
