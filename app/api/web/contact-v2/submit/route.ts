import { submitContactMessageCall } from "@/lib/contracts/calls/content";
import { getDb } from "@/lib/server/db";
import { handle } from "@/lib/server/api/handle";
import { methods, ok } from "@/lib/server/api/route";
import { submitContactMessage } from "@/lib/server/content/contact-messages";
import { systemClock } from "@/lib/server/clock";

// POST /api/web/contact-v2/submit – a message of the contact form (honeypot, proof of work, 5 an hour per address); an acknowledgement by e-mail
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  POST: handle(submitContactMessageCall, { maxBytes: 16 * 1024 }, async ({ body, client }) =>
    ok(await submitContactMessage(await getDb(), body, client, systemClock), { status: 201, message: "Thank you: your message has reached us." }),
  ),
});
