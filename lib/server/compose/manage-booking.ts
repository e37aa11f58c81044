import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, paymentOrders } from "../db/schema";
import type { Clock } from "../clock";
import { DomainError } from "@/lib/errors";
import { logEvent } from "../log";
import { readBookingLink } from "../auth/tokens";
import { kickDispatcher } from "../outbox";
import { paymentGateway } from "../payments";
import { refundApplied, settleRefunds } from "../payments/settlement";
import { bookingView, getChangeTiers, moveNoticeHours, paidAmount } from "../booking";
import { moveBooking, slotsToMove } from "../booking/move";
import { queueBookingMessages } from "../booking/messages";
import { getConfig } from "../config";
import { changePolicy, describePolicy } from "@/lib/contracts/change-rules";
import type { FreeSlotsResponse, ManagedBooking } from "@/lib/contracts/booking";

/**
 * A patient's own booking, opened by the signed link of the confirmation: see it, cancel it or
 * move it to another free slot, under the hospital's refund and change rules (the console's
 * setting; by default the FAQ's rule: full refund and moves up to 24 hours before), enforced
 * here: a cancel until the appointment starts refunds what the tier of that moment gives of
 * what was paid, and a move is allowed while the tier allows it.
 */
const linkInvalid = () =>
  new DomainError("forbidden", "This booking link has expired or is not valid. Please call the hospital to change your booking.", { reason: "link_invalid" });

async function bookingOfLink(db: Executor, link: string, clock: Clock) {
  const claims = await readBookingLink(db, link, clock);
  if (!claims) throw linkInvalid();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, claims.bookingId));
  if (!row) throw linkInvalid();
  return row;
}

export async function managedBooking(db: Executor, link: string, clock: Clock): Promise<ManagedBooking> {
  const row = await bookingOfLink(db, link, clock);
  const view = (await bookingView(db, row.id, clock()))!;
  const refund = view.canCancel && view.paid ? view.changeRules!.now.refundAmount : null;
  return { ...view, refundIfCancelled: refund && refund.amount > 0 ? refund : null };
}

/** A booking the patient may still change: waiting or confirmed, and not yet started. */
function assertActive(row: typeof bookings.$inferSelect, now: Date): void {
  if (row.status !== "requested" && row.status !== "confirmed") {
    throw new DomainError("conflict", `This booking is ${row.status === "cancelled" ? "already cancelled" : "no longer active"}.`, { reason: "not_active" });
  }
  if (row.startsAt.getTime() <= now.getTime()) {
    throw new DomainError("conflict", "This appointment has already started, so it can no longer be changed online. Please call the hospital.", { reason: "too_late" });
  }
}

export async function cancelByLink(db: Executor, link: string, clock: Clock): Promise<ManagedBooking> {
  const now = clock();
  const row = await bookingOfLink(db, link, clock);
  assertActive(row, now);
  const [paid, tiers] = await Promise.all([paidAmount(db, row.id), getChangeTiers(db)]);
  // The tier of this moment (the appointment has not started: assertActive).
  const refund = changePolicy(tiers, row.startsAt, { amount: paid, currency: row.currency }, now)!.now.refundAmount.amount;
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

/**
 * The patient says they will come (the Confirm of the day-before reminder's link): the desk sees
 * it. Once is enough: a second confirm changes nothing. Until the appointment starts.
 */
export async function confirmAttendanceByLink(db: Executor, link: string, clock: Clock): Promise<ManagedBooking> {
  const now = clock();
  const row = await bookingOfLink(db, link, clock);
  assertActive(row, now);
  await db
    .update(bookings)
    .set({ patientConfirmedAt: sql`coalesce(${bookings.patientConfirmedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(and(eq(bookings.id, row.id), inArray(bookings.status, ["requested", "confirmed"])));
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

/** The patient's own move rules now: refused when the tier of this moment allows no move; a new time far enough ahead to be moved again. */
async function patientMoveRules(db: Executor, row: typeof bookings.$inferSelect, now: Date) {
  const tiers = await getChangeTiers(db);
  const policy = changePolicy(tiers, row.startsAt, { amount: row.fee, currency: row.currency }, now);
  const notice = moveNoticeHours(tiers);
  if (!policy?.now.canMove || notice === null) {
    throw new DomainError("conflict", `This booking can no longer be moved online. ${describePolicy(policy, getConfig().timeZone)} To change it, please call the hospital.`, { reason: "too_late" });
  }
  return { minNoticeMinutes: notice * 60 };
}

export async function rescheduleByLink(db: Executor, input: { link: string; slotStart: string }, clock: Clock): Promise<ManagedBooking> {
  const now = clock();
  const row = await bookingOfLink(db, input.link, clock);
  assertActive(row, now);
  await moveBooking(db, row, input.slotStart, await patientMoveRules(db, row, now), now);
  kickDispatcher();
  return managedBooking(db, input.link, clock);
}

/** Free slots to move a booking to: far enough ahead that the new time can itself still be moved. */
export async function slotsForMove(db: Executor, input: { link: string; from?: string; days: number }, clock: Clock): Promise<FreeSlotsResponse> {
  const now = clock();
  const row = await bookingOfLink(db, input.link, clock);
  assertActive(row, now);
  return slotsToMove(db, row, input, await patientMoveRules(db, row, now), now);
}
