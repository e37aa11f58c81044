import "server-only";
import { and, asc, eq, gt, inArray, ne, notExists, or } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, doctors, patients, paymentCaptures, paymentOrders, waitlistOffers } from "../db/schema";
import { getConfig } from "../config";
import { DomainError } from "@/lib/errors";
import { formatAppointment, localDateOf } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import type { BookingRecord, KeptRecord, PatientRecord } from "@/lib/contracts/my-data";
import type { GatewayPayment } from "../payments/gateway";
import { BOOKING_RETENTION_YEARS } from "./retention";

/**
 * A phone's patients, bookings and payments for /my-data, and their part of an erasure. A
 * booking with money (a paid order, any captured payment, or any payment the gateway holds for
 * one of its orders) is kept for the hospital's medical and accounts records until the booking
 * retention deletes it (3 years after the appointment), but pseudonymised: its phone becomes the
 * erasure's reference, its reason is blanked, its patient's name becomes "Erased on request PR-…"
 * and their other details go. Everything else (unpaid holds, patients without a kept booking) is
 * deleted at once.
 */
export async function patientsOfPhone(db: Executor, phone: string): Promise<PatientRecord[]> {
  const rows = await db.select().from(patients).where(eq(patients.phone, phone)).orderBy(asc(patients.createdAt));
  return rows.map((p) => ({ name: p.name, email: p.email, dateOfBirth: p.dateOfBirth, age: p.age, gender: p.gender, createdAt: p.createdAt.toISOString() }));
}

export async function bookingIdsOfPhone(db: Executor, phone: string): Promise<string[]> {
  return (await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.phone, phone))).map((r) => r.id);
}

export async function bookingsOfPhone(db: Executor, phone: string): Promise<BookingRecord[]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      startsAt: bookings.startsAt,
      reason: bookings.reason,
      fee: bookings.fee,
      currency: bookings.currency,
      refundDue: bookings.refundDue,
      doctorTitle: doctors.title,
      doctorName: doctors.name,
      patientName: patients.name,
    })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .where(eq(bookings.phone, phone))
    .orderBy(asc(bookings.startsAt));
  const ids = rows.map((r) => r.id);
  const orders = ids.length ? await db.select().from(paymentOrders).where(inArray(paymentOrders.bookingId, ids)).orderBy(asc(paymentOrders.createdAt)) : [];
  const captures = orders.length ? await db.select().from(paymentCaptures).where(inArray(paymentCaptures.orderId, orders.map((o) => o.orderId))) : [];
  return rows.map((r) => ({
    reference: r.reference,
    status: r.status,
    doctor: `${r.doctorTitle} ${r.doctorName}`.trim(),
    start: r.startsAt.toISOString(),
    reason: r.reason,
    fee: { amount: r.fee, currency: r.currency },
    refundDue: r.refundDue !== null ? { amount: r.refundDue, currency: r.currency } : null,
    patientName: r.patientName,
    payments: orders
      .filter((o) => o.bookingId === r.id)
      .map((o) => ({
        orderId: o.orderId,
        status: o.status,
        amount: { amount: o.amount, currency: o.currency },
        paidAt: o.paidAt?.toISOString() ?? null,
        refunds: captures
          .filter((c) => c.orderId === o.orderId && c.status !== "applied")
          .map((c) => ({ paymentId: c.paymentId, status: c.status, amount: c.refundAmount !== null ? { amount: c.refundAmount, currency: c.currency } : null })),
      })),
  }));
}

/**
 * How long an order can still bring money the site has not recorded: a payment authorised and
 * never captured is given back by Razorpay after 5 days, and a capture reaches the site by its
 * webhook or by the reconciliation (72 hours back). An unpaid order older than this has none.
 */
const ORDER_PAYMENT_DAYS = 7;
const mayStillBePaid = (createdAt: Date, now: Date) => createdAt.getTime() > now.getTime() - ORDER_PAYMENT_DAYS * 86_400_000;

/**
 * The phone's orders the site does not know as paid (not paid, no captured payment recorded) and
 * recent enough to take a payment: only the gateway can say whether money is on its way for them,
 * and the erasure asks it before it deletes any (outside its transaction).
 */
export async function ordersToCheckOfPhone(db: Executor, phone: string, now: Date): Promise<{ orderId: string; gateway: string }[]> {
  return db
    .select({ orderId: paymentOrders.orderId, gateway: paymentOrders.gateway })
    .from(paymentOrders)
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(
      and(
        eq(bookings.phone, phone),
        ne(paymentOrders.status, "paid"),
        gt(paymentOrders.createdAt, new Date(now.getTime() - ORDER_PAYMENT_DAYS * 86_400_000)),
        notExists(db.select({ id: paymentCaptures.paymentId }).from(paymentCaptures).where(eq(paymentCaptures.orderId, paymentOrders.orderId))),
      ),
    );
}

/**
 * Locks the phone's payment orders for the erasure's transaction, first: a payment being recorded
 * (which locks its order: settlement.ts) finishes before the erasure reads, or finds its order gone.
 */
export async function lockOrdersOfPhone(db: Executor, phone: string): Promise<void> {
  await db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(inArray(paymentOrders.bookingId, db.select({ id: bookings.id }).from(bookings).where(eq(bookings.phone, phone))))
    .for("update");
}

/**
 * Refuses the erasure while the phone has an appointment to come or a slot held for payment:
 * the hospital would otherwise see a patient it cannot name or reach. The person cancels (full
 * refund up to 24 hours before, through the booking link) or waits until it has passed.
 */
export async function refuseWhileBookingsAhead(db: Executor, phone: string, now: Date): Promise<void> {
  const ahead = await db
    .select({ reference: bookings.reference, startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.phone, phone),
        or(
          and(inArray(bookings.status, ["requested", "confirmed"]), gt(bookings.endsAt, now)),
          // A slot a waitlist offer keeps for the phone is not its appointment: the erasure drops it with the entry.
          and(
            eq(bookings.status, "held"),
            gt(bookings.holdExpiresAt, now),
            notExists(db.select({ id: waitlistOffers.id }).from(waitlistOffers).where(and(eq(waitlistOffers.id, bookings.attemptId), eq(waitlistOffers.status, "open")))),
          ),
        ),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  if (!ahead.length) return;
  const timeZone = getConfig().timeZone;
  const list = ahead.map((b) => `${b.reference} (${formatAppointment(b.startsAt, timeZone)})`).join(", ");
  throw new DomainError(
    "conflict",
    `Your data cannot be erased while you have an appointment to come: ${list}. Cancel it first with the link in its SMS (its page says what cancelling refunds now), or call the hospital; or ask again after the appointment.`,
    { reason: "future_bookings" },
  );
}

const KEPT_BOOKING_WHY =
  "The record of an appointment is part of the hospital's medical records: kept 3 years after the appointment (as the privacy notice says), without your name or number, then deleted.";
const KEPT_PAYMENT_WHY =
  "Payments and refunds are part of the hospital's accounts, which the law requires it to keep: kept with the appointment's record, without your name or number, then deleted.";

const KEPT_PENDING_WHY =
  "It reached the payment service for a booking whose slot had been released, so it is refunded in full; its record is part of the hospital's accounts, kept with the appointment's record, without your name or number, then deleted.";

/**
 * The booking domain's part of an erasure (run in the erasure's transaction, after
 * lockOrdersOfPhone and refuseWhileBookingsAhead). `atGateway` is what the gateway answered,
 * before the transaction, for each order of ordersToCheckOfPhone: an order with any payment there
 * that has not failed is kept with its booking, which is cancelled (nothing can be booked for a
 * person who is no longer named), so the payment is captured and refunded when the webhook or the
 * reconciliation records it. An order the gateway was not asked about (made since) is never
 * deleted: the erasure is refused and may be asked again.
 */
export async function eraseBookingRecordsOfPhone(
  db: Executor,
  phone: string,
  reference: string,
  now: Date,
  atGateway: ReadonlyMap<string, GatewayPayment[]>,
): Promise<{ patientsDeleted: number; patientsPseudonymised: number; bookingsDeleted: number; kept: KeptRecord[] }> {
  const rows = await db
    .select({ id: bookings.id, reference: bookings.reference, patientId: bookings.patientId, startsAt: bookings.startsAt, status: bookings.status, doctorTitle: doctors.title, doctorName: doctors.name })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .where(eq(bookings.phone, phone))
    .orderBy(asc(bookings.startsAt));
  const ids = rows.map((r) => r.id);
  const orders = ids.length ? await db.select().from(paymentOrders).where(inArray(paymentOrders.bookingId, ids)) : [];
  const captured = new Set(
    orders.length ? (await db.select({ orderId: paymentCaptures.orderId }).from(paymentCaptures).where(inArray(paymentCaptures.orderId, orders.map((o) => o.orderId)))).map((c) => c.orderId) : [],
  );
  const recorded = orders.filter((o) => o.status === "paid" || captured.has(o.orderId));
  const pending = orders.filter((o) => {
    if (o.status === "paid" || captured.has(o.orderId)) return false;
    const payments = atGateway.get(o.orderId);
    if (!payments && !mayStillBePaid(o.createdAt, now)) return false;
    if (!payments) {
      throw new DomainError("unavailable", "Nothing was erased: a payment of yours was started a moment ago, and a payment is never deleted. Please try again in a minute.", {
        reason: "payment_unchecked",
        retryAfterSeconds: 60,
      });
    }
    return payments.some((p) => p.status !== "failed");
  });
  const withMoney = new Set([...recorded, ...pending].map((o) => o.bookingId));
  const keep = rows.filter((r) => withMoney.has(r.id));
  const drop = rows.filter((r) => !withMoney.has(r.id));

  // Bookings without money (holds never paid, nothing at the gateway): their orders, then the bookings.
  // The gateway's own records (the sandbox's tables too) are the gateway's: a payment made on such
  // an order after all is found there by the reconciliation, by its receipt, and refunded.
  if (drop.length) {
    const dropIds = drop.map((r) => r.id);
    await db.delete(paymentOrders).where(inArray(paymentOrders.bookingId, dropIds));
    await db.delete(bookings).where(inArray(bookings.id, dropIds));
  }
  if (keep.length) {
    await db.update(bookings).set({ phone: reference, reason: "", updatedAt: now }).where(inArray(bookings.id, keep.map((r) => r.id)));
    // A lapsed hold kept for a payment still at the gateway is cancelled: that payment is refunded, never applied.
    const unpaid = keep.filter((r) => r.status === "held" || r.status === "expired").map((r) => r.id);
    if (unpaid.length) await db.update(bookings).set({ status: "cancelled", holdExpiresAt: null, cancelledAt: now, updatedAt: now }).where(inArray(bookings.id, unpaid));
  }

  // Patients: those a kept booking names are pseudonymised (one name each: the unique index is per phone and name); the rest go.
  const keptPatients = [...new Set(keep.map((r) => r.patientId))];
  for (const [i, id] of keptPatients.entries()) {
    const name = `Erased on request ${reference}${keptPatients.length > 1 ? ` (${i + 1})` : ""}`;
    await db.update(patients).set({ phone: reference, name, email: null, dateOfBirth: null, age: null, updatedAt: now }).where(eq(patients.id, id));
  }
  const deleted = await db.delete(patients).where(eq(patients.phone, phone)).returning({ id: patients.id });

  const timeZone = getConfig().timeZone;
  const kept: KeptRecord[] = [];
  for (const r of keep) {
    const until = new Date(r.startsAt);
    until.setUTCFullYear(until.getUTCFullYear() + BOOKING_RETENTION_YEARS);
    const day = localDateOf(until, timeZone);
    const doctor = `${r.doctorTitle} ${r.doctorName}`.trim();
    kept.push({ what: `Appointment ${r.reference} with ${doctor} on ${formatAppointment(r.startsAt, timeZone)}`, until: day, why: KEPT_BOOKING_WHY });
    const paid = recorded.filter((o) => o.bookingId === r.id);
    const money = paid.map((o) => formatFee({ amount: o.amount, currency: o.currency })).join(", ");
    if (paid.length) kept.push({ what: `Payment${paid.length > 1 ? "s" : ""} of ${money} for ${r.reference}, and any refund of it`, until: day, why: KEPT_PAYMENT_WHY });
    for (const o of pending.filter((p) => p.bookingId === r.id)) {
      kept.push({ what: `A payment of ${formatFee({ amount: o.amount, currency: o.currency })} for ${r.reference} at the payment service, and its refund`, until: day, why: KEPT_PENDING_WHY });
    }
  }
  return { patientsDeleted: deleted.length, patientsPseudonymised: keptPatients.length, bookingsDeleted: drop.length, kept };
}
