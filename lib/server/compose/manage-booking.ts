import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, paymentOrders } from "../db/schema";
import type { Clock } from "../clock";
import { DomainError } from "@/lib/errors";
import { logEvent } from "../log";
import { readBookingLink } from "../auth/tokens";
import { kickDispatcher } from "../outbox";
import { paymentGateway } from "../payments";
import { refundApplied, settleRefunds } from "../payments/settlement";
import { bookingView, changeDeadlineOf } from "../booking";
import { moveBooking, slotsToMove } from "../booking/move";
import { queueBookingMessages } from "../booking/messages";
import { getConfig } from "../config";
import { formatAppointment } from "@/lib/format/appointment-time";
import { CHANGE_DEADLINE_HOURS, type FreeSlotsResponse, type ManagedBooking } from "@/lib/contracts/booking";

/**
 * A patient's own booking, opened by the signed link of the confirmation: see it, cancel it
 * (a full refund of what was paid) or move it to another free slot, up to 24 hours before
 * (the FAQ's rule), enforced here.
 */
const linkInvalid = () =>
  new DomainError("forbidden", "This booking link has expired or is not valid. Please call the hospital to change your booking.", { reason: "link_invalid" });

/** The patient moves only to a time that can itself still be changed. */
const PATIENT_MOVE = { minNoticeMinutes: CHANGE_DEADLINE_HOURS * 60 };

async function bookingOfLink(db: Executor, link: string, clock: Clock) {
  const claims = await readBookingLink(db, link, clock);
  if (!claims) throw linkInvalid();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, claims.bookingId));
  if (!row) throw linkInvalid();
  return row;
}

async function paidAmount(db: Executor, bookingId: string): Promise<number> {
  const orders = await db.select({ amount: paymentOrders.amount }).from(paymentOrders).where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, "paid")));
  return orders.reduce((sum, o) => sum + o.amount, 0);
}

export async function managedBooking(db: Executor, link: string, clock: Clock): Promise<ManagedBooking> {
  const row = await bookingOfLink(db, link, clock);
  const view = (await bookingView(db, row.id, clock()))!;
  const paid = await paidAmount(db, row.id);
  return { ...view, refundIfCancelled: view.canChange && paid > 0 ? { amount: paid, currency: row.currency } : null };
}

function assertChangeable(row: typeof bookings.$inferSelect, now: Date): void {
  if (row.status !== "requested" && row.status !== "confirmed") {
    throw new DomainError("conflict", `This booking is ${row.status === "cancelled" ? "already cancelled" : "no longer active"}.`, { reason: "not_active" });
  }
  const deadline = changeDeadlineOf(row.startsAt);
  if (now.getTime() > deadline.getTime()) {
    throw new DomainError(
      "conflict",
      `Bookings can be changed or cancelled up to 24 hours before the appointment; the deadline for this one was ${formatAppointment(deadline, getConfig().timeZone)}. Please call the hospital.`,
      { reason: "too_late" },
    );
  }
}

export async function cancelByLink(db: Executor, link: string, clock: Clock): Promise<ManagedBooking> {
  const now = clock();
  const row = await bookingOfLink(db, link, clock);
  assertChangeable(row, now);
  const refund = await paidAmount(db, row.id);
  const cancelled = await db.transaction(async (tx) => {
    const rows = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, refundDue: refund > 0 ? refund : null, updatedAt: now })
      .where(and(eq(bookings.id, row.id), inArray(bookings.status, ["requested", "confirmed"])))
      .returning({ id: bookings.id });
    if (!rows.length) return false;
    if (refund > 0) await refundApplied(tx, row.id, refund, "cancelled", now);
    await queueBookingMessages(tx, row.id, "cancelled", now);
    return true;
  });
  if (!cancelled) throw new DomainError("conflict", "This booking is already cancelled.", { reason: "not_active" });
  kickDispatcher();
  if (refund > 0) await refundBooking(db, row.id, now);
  return managedBooking(db, link, clock);
}

/** Asks the gateway for a cancelled booking's refund now (settlement.ts); a failure leaves it due for the next round and the desk. */
export async function refundBooking(db: Executor, bookingId: string, now: Date): Promise<void> {
  const orders = await db.select({ orderId: paymentOrders.orderId }).from(paymentOrders).where(eq(paymentOrders.bookingId, bookingId));
  if (!orders.length) return;
  try {
    const gateway = await paymentGateway(db);
    for (const { orderId } of orders) await settleRefunds(db, gateway, { orderId, now });
  } catch (error) {
    // settleRefunds records a gateway's refusal itself; this is the gateway's own set-up failing.
    logEvent("error", "refund_failed", { detail: error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : "refund failed" });
  }
}

export async function rescheduleByLink(db: Executor, input: { link: string; slotStart: string }, clock: Clock): Promise<ManagedBooking> {
  const now = clock();
  const row = await bookingOfLink(db, input.link, clock);
  assertChangeable(row, now);
  await moveBooking(db, row, input.slotStart, PATIENT_MOVE, now);
  kickDispatcher();
  return managedBooking(db, input.link, clock);
}

/** Free slots to move a booking to: at least 24 hours ahead, so the new time can still be changed. */
export async function slotsForMove(db: Executor, input: { link: string; from?: string; days: number }, clock: Clock): Promise<FreeSlotsResponse> {
  const row = await bookingOfLink(db, input.link, clock);
  return slotsToMove(db, row, input, PATIENT_MOVE, clock());
}
