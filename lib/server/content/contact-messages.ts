import "server-only";
import { lt } from "drizzle-orm";
import type { z } from "zod";
import type { ContactSubmitResponse, contactSubmitSchema } from "@/lib/contracts/content";
import type { Executor } from "../db";
import { contactMessages } from "../db/schema";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { consumeLimit, withinLimit } from "../ratelimit";
import { DomainError } from "@/lib/errors";
import { getSetting } from "../settings";
import { spendProofOfWork } from "../otp/proof-of-work";
import { enqueueMessage, kickDispatcher } from "../outbox";
import { logEvent } from "../log";

/** Messages are kept 12 months (the privacy notice says so), then deleted. */
const CONTACT_RETENTION_DAYS = 365;

export const messageReference = (id: string) => `CM-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/**
 * A message of the contact form: the honeypot and the proof of work keep bots out (no
 * third-party service, no tracking), the address's limit keeps floods out; then the message
 * is stored and the acknowledgement goes to the outbox in the same transaction.
 */
export async function submitContactMessage(
  db: Executor,
  input: z.output<typeof contactSubmitSchema>,
  client: string,
  clock: Clock,
): Promise<ContactSubmitResponse> {
  const now = clock();
  if (input.website) {
    // A bot filled the field people never see: it is told all went well and nothing is kept.
    logEvent("warn", "contact_honeypot", { detail: "honeypot field filled; message dropped" });
    return { reference: messageReference(crypto.randomUUID()) };
  }
  // The subject is one of the page's own (a select): no free text travels in the acknowledgement.
  const { subjects } = await getSetting(db, "contactPage");
  if (!subjects.includes(input.subject)) {
    throw new DomainError("bad_request", "Choose one of the subjects in the list.", { errors: [{ path: "subject", message: "Choose one of the subjects in the list." }] });
  }
  await spendProofOfWork(db, input.pow, client);
  await consumeLimit("contact-client", client, db);
  // The acknowledgement goes to whatever address was typed: at most a few a day to one address,
  // so the form cannot be used to flood someone else's inbox. The message is kept either way.
  const acknowledge = await withinLimit("contact-ack-recipient", input.email.toLowerCase(), db);
  const config = getConfig();
  const reference = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, phone: input.phone, email: input.email, subject: input.subject, message: input.message, createdAt: now })
      .returning({ id: contactMessages.id });
    const ref = messageReference(row.id);
    if (!acknowledge) return ref;
    await enqueueMessage(tx, {
      channel: "email",
      kind: "contact_ack",
      recipient: input.email,
      ownerPhone: input.phone,
      subject: `We received your message (${ref}) | ${config.hospitalName}`,
      body:
        `Dear ${input.name},\n\nThank you for writing to ${config.hospitalName}. We received your message about "${input.subject}" (reference ${ref}) ` +
        `and the right desk will answer within two working days.\n\nIn an emergency, do not wait for a reply: call ${config.emergencyPhone} at any hour.\n\n${config.hospitalName}`,
      dedupeKey: `contact:${row.id}`,
      now,
    });
    return ref;
  });
  kickDispatcher();
  return { reference };
}

/** Deletes messages older than the retention period. */
export async function pruneContactMessages(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, new Date(now.getTime() - CONTACT_RETENTION_DAYS * 86_400_000)))
    .returning({ id: contactMessages.id });
  return rows.length;
}
