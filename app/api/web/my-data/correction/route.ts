import { requestCorrectionCall } from "@/lib/contracts/calls/my-data";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { requestCorrection } from "@/lib/server/compose/my-data";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/my-data/correction – asks the hospital to correct a record (booking token); staff carry it out within 90 days. While the phone's correction request is open, another is added to it (200, `added`; 201 for a new request); 409 request_full when it holds as much as it can.
// correction request is open, another is added to it (200, `added`; 201 for a new request); 409 request_full when it holds as much as it can.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(requestCorrectionCall, { rateLimit: ["booking-client"], maxBytes: 8 * 1024 }, async ({ body, caller }) => {
    const answer = await requestCorrection(await getDb(), caller.phone, body.details, systemClock());
    return answer.added
      ? ok(answer, { message: `Added to your open request ${answer.reference}: the hospital answers both together.` })
      : ok(answer, { status: 201, message: `Your request ${answer.reference} is received.` });
  }),
});
