import "server-only";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../db";
import { outboxMessages } from "../db/schema";
import type { MessageRecord } from "@/lib/contracts/my-data";

/** The messages of one person: sent to one of their addresses (phone, e-mails) or about one of their bookings. */
const ofPerson = (recipients: string[], bookingIds: string[]) =>
  or(recipients.length ? inArray(outboxMessages.recipient, recipients) : undefined, bookingIds.length ? inArray(outboxMessages.bookingId, bookingIds) : undefined);

/** Cancels the pending messages of these kinds to a recipient (the reminders of a phone that withdrew them). */
export async function cancelPendingTo(db: Executor, recipient: string, kinds: string[]): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ status: "cancelled" })
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.status, "pending"), inArray(outboxMessages.kind, kinds)))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** What /my-data shows of them; a one-time code's text is never shown (it is blanked once sent anyway). */
export async function messagesOfPerson(db: Executor, recipients: string[], bookingIds: string[]): Promise<MessageRecord[]> {
  if (!recipients.length && !bookingIds.length) return [];
  const rows = await db.select().from(outboxMessages).where(ofPerson(recipients, bookingIds)).orderBy(asc(outboxMessages.createdAt));
  return rows.map((r) => ({
    channel: r.channel,
    kind: r.kind,
    recipient: r.recipient,
    subject: r.subject,
    body: r.kind === "otp" ? "[one-time code withheld]" : r.body,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The erasure: no law asks the hospital to keep the messages it sent; they all go. */
export async function eraseMessagesOfPerson(db: Executor, recipients: string[], bookingIds: string[]): Promise<number> {
  if (!recipients.length && !bookingIds.length) return 0;
  return (await db.delete(outboxMessages).where(ofPerson(recipients, bookingIds)).returning({ id: outboxMessages.id })).length;
}
