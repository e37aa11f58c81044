import { z } from "zod";
import { getDb } from "@/lib/server/db";
import { methods, route } from "@/lib/server/api/route";
import { readResume } from "@/lib/server/inbox";
import { attachmentDisposition } from "@/lib/server/api/attachment";

// GET /api/admin/inbox/applications/{id}/resume – the applicant's résumé from private storage, as an attachment (front desk)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: route({ roles: ["front_desk"], params: z.object({ id: z.uuid({ error: "must be an application's id" }) }) }, async ({ params, staff }) => {
    const file = await readResume(await getDb(), params.id, staff, new Date());
    return new Response(new Uint8Array(file.data), {
      headers: {
        "Content-Type": file.type,
        "Content-Length": String(file.data.length),
        "Content-Disposition": attachmentDisposition(file.name),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  }),
});
