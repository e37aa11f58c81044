import { applyForJobCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { applyForJob, RESUME_LIMITS } from "@/lib/server/careers/applications";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/career/add-job-user – a job application: multipart form data with the résumé as `resume` (PDF, DOC or DOCX by content, at most 5 MB)
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(applyForJobCall, { multipart: RESUME_LIMITS }, async ({ body, files, client }) =>
    ok(await applyForJob(await getDb(), body, files.resume, client, systemClock), { status: 201, message: "Thank you: your application has reached us." }),
  ),
});
