import "server-only";
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../db";
import { bookings, paymentCaptures, paymentOrders, type CaptureReason } from "../db/schema";
import { classifyDbError } from "../db/errors";
import { logEvent } from "../log";
import { DomainError } from "@/lib/errors";
import { queueBookingMessages } from "../booking/messages";
import { lockDoctorTime } from "../booking/time-lock";
import { GatewayError, type GatewayPayment, type PaymentGateway } from "./gateway";
import type { UnsettledPayment } from "@/lib/contracts/staff";

/**
 * Where every captured payment ends (the `payment_captures` table): an order keeps exactly one
 * captured payment, applied to its booking; every other captured payment of it (a second
 * checkout of the same order), and one whose booking is no longer live (paid after the hold
 * lapsed and the slot went to someone else, or cancelled), is refunded through the gateway under
 * an idempotency key, and recorded. The database decides: the first transaction to mark the
 * order paid wins, the others find it paid and mark their payment for refund.
 *
 * `applyCapture` runs in the transaction that records the payment; `settleRefunds` asks the
 * gateway after the commit (a gateway call never runs inside a transaction, which may be
 * retried), and the hourly reconciliation (reconcile.ts) asks again for whatever is still due.
 */
type Order = typeof paymentOrders.$inferSelect;

export type CaptureOutcome =
  /** This payment pays the order now. */
  | "applied"
  /** Seen before: nothing changes. */
  | "known"
  /** Captured but not kept: it is refunded (a second payment, or no live booking). */
  | "refund_due";

export const refundKeyOf = (paymentId: string) => `refund_${paymentId}`;

/** Marks the booking of a paid order taken again, if its hold lapsed and the time is still free. */
async function takeBooking(tx: Transaction, bookingId: string, doctorId: string, now: Date): Promise<boolean> {
  await lockDoctorTime(tx, doctorId);
  try {
    return await tx.transaction(async (savepoint) => {
      const rows = await savepoint
        .update(bookings)
        .set({ status: "requested", holdExpiresAt: null, updatedAt: now })
        .where(and(eq(bookings.id, bookingId), sql`${bookings.status} in ('held', 'expired')`))
        .returning({ id: bookings.id });
      return rows.length > 0;
    });
  } catch (error) {
    // The slot went to someone else meanwhile (the exclusion constraint): it cannot be taken back.
    if (classifyDbError(error)?.constraint !== "bookings_no_overlap") throw error;
    return false;
  }
}

/**
 * Records a captured payment of `order` and applies it, in the caller's transaction. Idempotent
 * per payment id: the same payment seen again (the success call and the webhook, in any order
 * and at once) changes nothing.
 */
export async function applyCapture(tx: Transaction, order: Order, payment: GatewayPayment, now: Date): Promise<CaptureOutcome> {
  // The order's row first, locked for the rest of the transaction: captures of one order (two
  // Checkout payments, a success call and its webhook) apply one after the other. Without it two
  // payments of one order deadlocked on PostgreSQL: each capture row's foreign key share-locks
  // the order, and each then waits for the other to set the order's (unique) payment id.
  // PostgreSQL broke the cycle only after its deadlock_timeout (1 s), and the retried loser could
  // run out of retries (503) under load.
  const [locked] = await tx.select({ id: paymentOrders.id }).from(paymentOrders).where(eq(paymentOrders.id, order.id)).for("update");
  // Deleted meanwhile (an erasure that found no payment of it at the gateway a moment earlier):
  // nothing here records the payment; the reconciliation finds it at the gateway by its receipt
  // and refunds it.
  if (!locked) throw new DomainError("conflict", "This order is no longer on record. Any payment of it is refunded in full.", { reason: "order_gone" });
  // Then the payment's row: a second transaction with the same payment finds it here.
  const [fresh] = await tx
    .insert(paymentCaptures)
    .values({ paymentId: payment.id, orderId: order.orderId, amount: payment.amount, currency: payment.currency, status: "review", createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ paymentId: paymentCaptures.paymentId });
  if (!fresh) return "known";
  const refund = async (reason: CaptureReason) => {
    await tx
      .update(paymentCaptures)
      .set({ status: "refund_due", reason, refundAmount: payment.amount, refundKey: refundKeyOf(payment.id), updatedAt: now })
      .where(eq(paymentCaptures.paymentId, payment.id));
    return "refund_due" as const;
  };
  const [paid] = await tx
    .update(paymentOrders)
    .set({ status: "paid", paymentId: payment.id, paidAt: now, failureReason: null, updatedAt: now })
    .where(and(eq(paymentOrders.id, order.id), ne(paymentOrders.status, "paid")))
    .returning({ id: paymentOrders.id });
  if (!paid) {
    logEvent("warn", "payment_duplicate_capture", { detail: "a second captured payment of one order is refunded" });
    return refund("duplicate");
  }
  const [booking] = await tx.select({ status: bookings.status, doctorId: bookings.doctorId }).from(bookings).where(eq(bookings.id, order.bookingId));
  const live =
    booking.status === "requested" ||
    booking.status === "confirmed" ||
    ((booking.status === "held" || booking.status === "expired") && (await takeBooking(tx, order.bookingId, booking.doctorId, now)));
  if (live) {
    await tx.update(paymentCaptures).set({ status: "applied", updatedAt: now }).where(eq(paymentCaptures.paymentId, payment.id));
    await queueBookingMessages(tx, order.bookingId, "paid", now);
    return "applied";
  }
  // Paid too late: the slot went to someone else, or the booking was cancelled. All of it is refunded.
  await tx
    .update(bookings)
    .set({ status: booking.status === "held" ? "expired" : booking.status, holdExpiresAt: null, refundDue: payment.amount, updatedAt: now })
    .where(eq(bookings.id, order.bookingId));
  const outcome = await refund(booking.status === "cancelled" ? "cancelled" : "slot_lost");
  await queueBookingMessages(tx, order.bookingId, "paid_slot_lost", now);
  return outcome;
}

/** Marks the payment a booking kept for refund (`amount` of it), in the caller's transaction (a cancellation). */
export async function refundApplied(tx: Transaction, bookingId: string, amount: number, reason: CaptureReason, now: Date): Promise<void> {
  const orders = tx.select({ orderId: paymentOrders.orderId }).from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId));
  await tx
    .update(paymentCaptures)
    // The key of a cancellation's refund is the booking's, as it always was: a retry never refunds twice.
    .set({ status: "refund_due", reason, refundAmount: amount, refundKey: `refund_${bookingId}`, updatedAt: now })
    .where(and(inArray(paymentCaptures.orderId, orders), eq(paymentCaptures.status, "applied")));
}

/** What a refund the gateway refused says, kept for the desk (the gateway's words, bounded). */
const noteOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "refund failed");

/** A claim older than this was left by a caller that died: the refund may be asked again (under the same key, so never paid twice). */
const REFUND_CLAIM_MINUTES = 5;

const unclaimed = (now: Date) => or(isNull(paymentCaptures.refundClaimedAt), lt(paymentCaptures.refundClaimedAt, new Date(now.getTime() - REFUND_CLAIM_MINUTES * 60_000)));

/**
 * Asks the gateway for one payment's refund due, under its idempotency key, once the database has
 * given this caller the claim (a conditional update: of callers at once, one wins; the others
 * answer "busy" and call nothing), and records the answer, releasing the claim. A failure leaves
 * it due for the next round (the hourly reconciliation) and for the desk.
 */
export async function askRefund(db: Executor, gateway: PaymentGateway, paymentId: string, now: Date): Promise<"refunded" | "failed" | "busy"> {
  const [row] = await db
    .update(paymentCaptures)
    .set({ refundClaimedAt: now })
    .where(and(eq(paymentCaptures.paymentId, paymentId), eq(paymentCaptures.status, "refund_due"), unclaimed(now)))
    .returning();
  if (!row) return "busy";
  try {
    const refund = await gateway.refundPayment({
      paymentId: row.paymentId,
      amount: row.refundAmount ?? row.amount,
      idempotencyKey: row.refundKey ?? refundKeyOf(row.paymentId),
      notes: { order: row.orderId, reason: row.reason ?? "refund" },
    });
    if (refund.status === "failed") throw new GatewayError("The gateway reported the refund as failed", { retryable: true });
    await db
      .update(paymentCaptures)
      .set({ status: "refunded", refundId: refund.id, refundAmount: refund.amount, refundAttempts: row.refundAttempts + 1, refundClaimedAt: null, note: null, updatedAt: now })
      .where(and(eq(paymentCaptures.paymentId, row.paymentId), eq(paymentCaptures.status, "refund_due")));
    return "refunded";
  } catch (error) {
    logEvent("error", "refund_failed", { detail: noteOf(error) });
    await db
      .update(paymentCaptures)
      .set({ refundAttempts: row.refundAttempts + 1, refundClaimedAt: null, note: noteOf(error), updatedAt: now })
      .where(eq(paymentCaptures.paymentId, row.paymentId));
    return "failed";
  }
}

/**
 * Asks the gateway for every refund due (of one order, or all) that no other caller is asking
 * for now (askRefund). Answers how many were refunded now.
 */
export async function settleRefunds(db: Executor, gateway: PaymentGateway, options: { orderId?: string; paymentId?: string; now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await db
    .select({ paymentId: paymentCaptures.paymentId })
    .from(paymentCaptures)
    .where(
      and(
        eq(paymentCaptures.status, "refund_due"),
        unclaimed(now),
        options.orderId ? eq(paymentCaptures.orderId, options.orderId) : undefined,
        options.paymentId ? eq(paymentCaptures.paymentId, options.paymentId) : undefined,
      ),
    )
    .orderBy(asc(paymentCaptures.createdAt))
    .limit(100);
  let refunded = 0;
  for (const row of due) {
    if ((await askRefund(db, gateway, row.paymentId, now)) === "refunded") refunded += 1;
  }
  return refunded;
}

/** Payments that need the staff's eye: refunds still due after a try (or for over an hour), and disagreements with the gateway. */
export async function unsettledPayments(db: Executor, now: Date): Promise<UnsettledPayment[]> {
  const rows = await db
    .select({
      paymentId: paymentCaptures.paymentId,
      orderId: paymentCaptures.orderId,
      amount: paymentCaptures.amount,
      currency: paymentCaptures.currency,
      status: paymentCaptures.status,
      reason: paymentCaptures.reason,
      refundAmount: paymentCaptures.refundAmount,
      refundAttempts: paymentCaptures.refundAttempts,
      note: paymentCaptures.note,
      since: paymentCaptures.createdAt,
      reference: bookings.reference,
    })
    .from(paymentCaptures)
    .innerJoin(paymentOrders, eq(paymentOrders.orderId, paymentCaptures.orderId))
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(
      or(
        eq(paymentCaptures.status, "review"),
        and(eq(paymentCaptures.status, "refund_due"), or(gt(paymentCaptures.refundAttempts, 0), lt(paymentCaptures.createdAt, new Date(now.getTime() - 3600_000)))),
      ),
    )
    .orderBy(asc(paymentCaptures.createdAt))
    .limit(200);
  return rows.map((row) => ({ ...row, status: row.status === "review" ? "review" : "refund_due", since: row.since.toISOString() }));
}
