import "server-only";
import { and, count, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Pagination } from "@/lib/contracts/envelope";
import type { OutboxEntry, OutboxStatus } from "@/lib/contracts/staff";
import type { Executor } from "../db";
import { outboxMessages } from "../db/schema";
import { DomainError, notFound } from "@/lib/errors";
import { withoutLinkSecrets } from "./link-secrets";

/**
 * The outbox as staff see it: what was sent or would be sent, to whom, its tries and last error.
 * A one-time code's text is never shown (staff must not be able to verify a patient's phone).
 */
const PAGE_SIZE = 50;

export interface OutboxFilters {
  status?: OutboxStatus;
  channel?: "sms" | "email" | "webhook";
  page: number;
}
const HIDDEN_KINDS = new Set(["otp"]);

/** A page of the messages (read through lib/server/compose/messages-sent.ts, which checks and audits who reads them). */
export async function listOutbox(db: Executor, filters: OutboxFilters): Promise<{ messages: OutboxEntry[]; pagination: Pagination }> {
  const where = and(filters.status ? eq(outboxMessages.status, filters.status) : undefined, filters.channel ? eq(outboxMessages.channel, filters.channel) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(outboxMessages).where(where);
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(PAGE_SIZE)
    .offset((filters.page - 1) * PAGE_SIZE);
  return {
    messages: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      kind: r.kind,
      recipient: r.recipient,
      subject: r.subject,
      body: HIDDEN_KINDS.has(r.kind) ? "(a one-time code: its text is never shown)" : withoutLinkSecrets(r.body),
      status: r.status as OutboxStatus,
      attempts: r.attempts,
      lastError: r.lastError,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      sendAfter: r.sendAfter.toISOString(),
    })),
    pagination: { page: filters.page, limit: PAGE_SIZE, total },
  };
}

/**
 * Tries a failed message again from now, with the usual back-off and tries. Not a one-time code
 * (the visitor asks for a new one) and not a message past its expiry (a reminder after the visit).
 */
export async function retryMessage(db: Executor, id: string, now: Date): Promise<{ kind: string; recipient: string }> {
  const [row] = await db.select({ kind: outboxMessages.kind, status: outboxMessages.status, recipient: outboxMessages.recipient }).from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw notFound("There is no such message (sent messages are deleted after 90 days).");
  if (HIDDEN_KINDS.has(row.kind)) throw new DomainError("bad_request", "A one-time code is not sent again: the visitor asks for a new one.", { reason: "not_retryable" });
  const [done] = await db
    .update(outboxMessages)
    .set({ status: "pending", attempts: 0, sendAfter: now, lockedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "failed"), or(isNull(outboxMessages.expiresAt), gt(outboxMessages.expiresAt, now))))
    .returning({ id: outboxMessages.id });
  if (!done) throw new DomainError("conflict", "Only a failed message that has not expired can be tried again.", { reason: "not_retryable" });
  return { kind: row.kind, recipient: row.recipient };
}
