import "server-only";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../db";
import { outboxMessages } from "../db/schema";
import { withoutLinkSecrets } from "./link-secrets";
import { CANCELLED } from ".";
import type { MessageRecord } from "@/lib/contracts/my-data";

/**
 * The messages of one verified phone: those about its own records (ownerPhone: its codes, its
 * contact messages, its applications, its waitlist offers) and those about its bookings. An
 * address a visitor typed joins nothing: a message sent to an e-mail someone else also gave is
 * not theirs to read or erase.
 */
const ofPhone = (phone: string, bookingIds: string[]) => or(eq(outboxMessages.ownerPhone, phone), bookingIds.length ? inArray(outboxMessages.bookingId, bookingIds) : undefined);

/** Cancels the pending messages of these kinds to a recipient (the reminders of a phone that withdrew them). */
export async function cancelPendingTo(db: Executor, recipient: string, kinds: string[]): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set(CANCELLED)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.status, "pending"), inArray(outboxMessages.kind, kinds)))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/**
 * Acknowledgements of a form that took the number without verifying it (contact, careers): they
 * went to the e-mail address typed on it, and name its sender, so only their kind is shown.
 */
const FORM_ACKNOWLEDGEMENTS = new Set(["contact_ack", "application_ack"]);

/** What /my-data shows of them: a one-time code's text is never shown, nor a link's token, nor a form's acknowledgement. */
export async function messagesOfPhone(db: Executor, phone: string, bookingIds: string[]): Promise<MessageRecord[]> {
  const rows = await db.select().from(outboxMessages).where(ofPhone(phone, bookingIds)).orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
  return rows.map((r) => ({
    channel: r.channel,
    kind: r.kind,
    recipient: FORM_ACKNOWLEDGEMENTS.has(r.kind) ? "the e-mail address given on the form" : r.recipient,
    subject: FORM_ACKNOWLEDGEMENTS.has(r.kind) ? null : r.subject,
    body: r.kind === "otp" ? "[one-time code withheld]" : FORM_ACKNOWLEDGEMENTS.has(r.kind) ? "[an acknowledgement of the form: not shown]" : withoutLinkSecrets(r.body),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The erasure: no law asks the hospital to keep the messages it sent; they all go. */
export async function eraseMessagesOfPhone(db: Executor, phone: string, bookingIds: string[]): Promise<number> {
  return (await db.delete(outboxMessages).where(ofPhone(phone, bookingIds)).returning({ id: outboxMessages.id })).length;
}
