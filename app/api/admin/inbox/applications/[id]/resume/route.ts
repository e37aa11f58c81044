import { getResumeCall } from "@/lib/contracts/calls/console-desk";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods } from "@/lib/server/api/route";
import { readResume } from "@/lib/server/inbox";
import { attachmentDisposition } from "@/lib/server/api/attachment";

// GET /api/admin/inbox/applications/[id]/resume – the applicant's résumé from private storage, as an attachment (front desk)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: handle(getResumeCall, {}, async ({ params, staff }) => {
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
