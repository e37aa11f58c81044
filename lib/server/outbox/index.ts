import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { getDb, type Executor } from "../db";
import { bookings, outboxMessages, type OutboxChannel } from "../db/schema";
import { ACTIVE_BOOKING_STATUSES } from "../db/schema";
import { systemClock, type Clock } from "../clock";
import { logEvent } from "../log";
import { SendError } from "./senders";
import { configuredSenders, type Senders } from "./configured";
import { LINK_TOKEN_PATTERN, LINK_WITHHELD, sentText, withoutLinkSecrets, type LinkToSend } from "./link-secrets";

/**
 * The outbox (docs/ARCHITECTURE.md): a message is written in the transaction of what caused it, then
 * sent by the dispatcher, which claims due rows with a lease (FOR UPDATE SKIP LOCKED on
 * PostgreSQL), so two instances never send one row twice. Failures are retried with back-off
 * (30 s doubling, at most 1 hour, 8 attempts); a message past its `expiresAt` (an expired code,
 * a reminder after the visit) is dropped; a reminder of a booking no longer active is cancelled.
 * Finished rows are deleted after 90 days; a code's text is blanked once it is sent, and a link's
 * token is withheld once the message is sent, expired or cancelled (a failed one keeps it for
 * the console's retry).
 */
export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 60;
const RETENTION_DAYS = 90;

interface MessageFields {
  channel: OutboxChannel;
  kind: string;
  recipient: string;
  subject?: string;
  body: string;
  meta?: Record<string, unknown>;
  dedupeKey?: string;
  sendAfter?: Date;
  expiresAt?: Date;
  now: Date;
  /**
   * A message its caller has already sent itself (a one-time code, sent at once): written as
   * "sent" or "failed" for the record, never picked up by the dispatcher.
   */
  outcome?: { status: "sent"; sentAt: Date } | { status: "failed"; lastError: string };
  /**
   * A waitlist link the body carries at LINK_WITHHELD, signed when the message is sent (a booking
   * message's link is its booking's, made from `bookingId`).
   */
  link?: LinkToSend;
}

/**
 * Whose message it is (the column `ownerPhone`), so that /my-data finds it without matching an
 * address: a booking's, a verified phone's own record's, or no person's (a webhook to a service).
 * The type refuses a message to a person that names neither.
 */
type Owner =
  | { bookingId: string; ownerPhone?: string }
  | { ownerPhone: string; bookingId?: undefined }
  | { channel: "webhook"; bookingId?: undefined; ownerPhone?: undefined }
  /** An e-mail to a member of staff about their own account: no patient's record. */
  | { channel: "email"; kind: `staff_${string}`; bookingId?: undefined; ownerPhone?: undefined };

export type NewMessage = MessageFields & Owner;

export async function enqueueMessage(db: Executor, message: NewMessage): Promise<void> {
  const { now, outcome, link, ...rest } = message;
  const meta = link ? { ...rest.meta, link } : rest.meta;
  await db
    .insert(outboxMessages)
    .values({ ...rest, meta, ...(outcome ? { ...outcome, attempts: 1 } : {}), sendAfter: message.sendAfter ?? now, createdAt: now })
    .onConflictDoNothing({ target: outboxMessages.dedupeKey });
}

/** How many messages failed to send after every try (the console's overview). */
export async function failedMessageCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages).where(eq(outboxMessages.status, "failed"));
  return row.n;
}

/** A cancelled message's body without its links' tokens (the update's own SQL, so no row is read first). */
export const CANCELLED = { status: "cancelled", body: sql`regexp_replace(${outboxMessages.body}, ${LINK_TOKEN_PATTERN}, ${LINK_WITHHELD}, 'g')` } as const;

/** Cancels the pending messages of a kind for a booking (a reminder of a cancelled or moved booking). */
export async function cancelPending(db: Executor, bookingId: string, kinds: string[]): Promise<void> {
  await db
    .update(outboxMessages)
    .set(CANCELLED)
    .where(and(eq(outboxMessages.bookingId, bookingId), eq(outboxMessages.status, "pending"), inArray(outboxMessages.kind, kinds)));
}

export const backoffSeconds = (attempts: number): number => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

type Row = typeof outboxMessages.$inferSelect;

async function claim(db: Executor, now: Date, limit: number): Promise<Row[]> {
  const lease = new Date(now.getTime() + LEASE_SECONDS * 1000);
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, "pending"),
        sql`${outboxMessages.sendAfter} <= ${now.toISOString()}::timestamptz`,
        sql`(${outboxMessages.lockedUntil} is null or ${outboxMessages.lockedUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(outboxMessages.sendAfter)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ lockedUntil: lease, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

async function finish(db: Executor, row: Row, set: Partial<typeof outboxMessages.$inferInsert>): Promise<void> {
  // Only while this lease holds: a row another instance took over is left to it.
  await db
    .update(outboxMessages)
    .set({ lockedUntil: null, ...set })
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.lockedUntil, row.lockedUntil!)));
}

async function deliver(db: Executor, row: Row, senders: Senders, now: Date): Promise<void> {
  const text = await sentText(db, row, now);
  // Its booking is gone (erased): the link it was to carry opens nothing, and nothing is sent.
  if (text === null) throw new SendError("the booking this message links to no longer exists", false);
  if (row.channel === "sms") await senders.sms.send({ to: row.recipient, text, idempotencyKey: row.id });
  else if (row.channel === "email") {
    const attachments = (row.meta.attachments as { filename: string; content: string; contentType: string }[] | undefined) ?? [];
    await senders.email.send({ to: row.recipient, subject: row.subject ?? "", text, idempotencyKey: row.id, attachments });
  } else await senders.webhook(row.recipient, text, (row.meta.headers as Record<string, string>) ?? {});
}

/** Sends what is due (one batch); answers how many were sent. */
export async function dispatchDue(db: Executor, options: { clock?: Clock; senders?: Senders; limit?: number } = {}): Promise<number> {
  const clock = options.clock ?? systemClock;
  const senders = options.senders ?? configuredSenders();
  const now = clock();
  const rows = await claim(db, now, options.limit ?? 20);
  let sent = 0;
  for (const row of rows) {
    if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) {
      await finish(db, row, { status: "expired", body: row.kind === "otp" ? "[code withheld]" : withoutLinkSecrets(row.body) });
      continue;
    }
    if (row.bookingId && row.kind === "reminder") {
      const [booking] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, row.bookingId));
      if (!booking || !(ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status)) {
        await finish(db, row, { status: "cancelled", body: withoutLinkSecrets(row.body) });
        continue;
      }
    }
    try {
      await deliver(db, row, senders, now);
      sent += 1;
      await finish(db, row, { status: "sent", sentAt: clock(), lastError: null, body: row.kind === "otp" ? "[code withheld after sending]" : withoutLinkSecrets(row.body) });
    } catch (error) {
      const retryable = !(error instanceof SendError) || error.retryable;
      const detail = error instanceof Error ? error.message.slice(0, 200) : "send failed";
      const giveUp = !retryable || row.attempts >= MAX_ATTEMPTS;
      logEvent(giveUp ? "error" : "warn", "outbox_send_failed", { detail: `${row.channel} ${row.kind} attempt ${row.attempts}: ${detail}` });
      await finish(db, row, giveUp ? { status: "failed", lastError: detail } : { lastError: detail, sendAfter: new Date(now.getTime() + backoffSeconds(row.attempts) * 1000) });
    }
  }
  return sent;
}

/** Deletes finished messages older than the retention period. */
export async function pruneOutbox(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(outboxMessages)
    .where(and(inArray(outboxMessages.status, ["sent", "failed", "cancelled", "expired"]), lt(outboxMessages.createdAt, new Date(now.getTime() - RETENTION_DAYS * 86_400_000))))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

interface DispatcherState {
  __hospitalDispatcher?: { timer: NodeJS.Timeout; running: boolean; again: boolean; lastPrune: number; hooks: (() => Promise<void>)[] };
}
const state = globalThis as DispatcherState;

async function runOnce(): Promise<void> {
  const d = state.__hospitalDispatcher;
  if (!d) return;
  if (d.running) {
    d.again = true;
    return;
  }
  d.running = true;
  try {
    do {
      d.again = false;
      const db = await getDb();
      for (const hook of d.hooks) await hook();
      while ((await dispatchDue(db)) > 0) {
        // keep going while there is work
      }
      if (Date.now() - d.lastPrune > 3600_000) {
        d.lastPrune = Date.now();
        await pruneOutbox(db, new Date());
      }
    } while (d.again);
  } catch (error) {
    logEvent("error", "outbox_dispatch_failed", { detail: error instanceof Error ? error.name : "error" });
  } finally {
    d.running = false;
  }
}

/**
 * Starts the dispatcher of this process (every 2 s, and at once after a message is queued).
 * `hooks` run before each round (expiring unpaid holds).
 */
export function startDispatcher(hooks: (() => Promise<void>)[] = []): void {
  if (state.__hospitalDispatcher) return;
  const timer = setInterval(() => void runOnce(), 2000);
  timer.unref();
  state.__hospitalDispatcher = { timer, running: false, again: false, lastPrune: 0, hooks };
}

/** Sends new messages now rather than at the next tick (no-op where no dispatcher runs: tests, build). */
export function kickDispatcher(): void {
  if (state.__hospitalDispatcher) setImmediate(() => void runOnce());
}
