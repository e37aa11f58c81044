import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, doctors, patients, paymentOrders, specialities } from "../db/schema";
import { getConfig } from "../config";
import { notFound } from "@/lib/errors";
import { changePolicy } from "@/lib/contracts/change-rules";
import type { BookingView } from "@/lib/contracts/booking";
import { fullName } from "./doctor";
import { getChangeTiers } from "./change-tiers";

// A booking as its patient sees it, and the reads its payment and change pages start from.

/** What was paid for a booking (minor units): the paid orders' amounts. */
export async function paidAmount(db: Executor, bookingId: string): Promise<number> {
  const orders = await db.select({ amount: paymentOrders.amount }).from(paymentOrders).where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.status, "paid")));
  return orders.reduce((sum, o) => sum + o.amount, 0);
}

/** A booking as its patient sees it. */
export async function bookingView(db: Executor, bookingId: string, now: Date): Promise<BookingView | null> {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      holdExpiresAt: bookings.holdExpiresAt,
      fee: bookings.fee,
      currency: bookings.currency,
      refundDue: bookings.refundDue,
      patientConfirmedAt: bookings.patientConfirmedAt,
      doctorUsername: doctors.username,
      doctorTitle: doctors.title,
      doctorName: doctors.name,
      designation: doctors.designation,
      speciality: specialities.name,
      patientName: patients.name,
      patientPhone: patients.phone,
    })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .leftJoin(specialities, eq(specialities.id, bookings.specialityId))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const [orders, tiers] = await Promise.all([
    db
      .select({ orderId: paymentOrders.orderId, status: paymentOrders.status, amount: paymentOrders.amount })
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, bookingId))
      .orderBy(asc(paymentOrders.createdAt)),
    getChangeTiers(db),
  ]);
  const paidOrders = orders.filter((o) => o.status === "paid");
  const paid = paidOrders.length > 0;
  const held = row.status === "held" && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() > now.getTime();
  const status = row.status === "held" && !held ? "expired" : row.status;
  const active = status === "held" || status === "requested" || status === "confirmed";
  // The refund a cancel would give is of what was paid; before paying, of the fee to be paid.
  const basis = { amount: paid ? paidOrders.reduce((sum, o) => sum + o.amount, 0) : row.fee, currency: row.currency };
  const policy = active ? changePolicy(tiers, row.startsAt, basis, now) : null;
  const changeable = (status === "requested" || status === "confirmed") && policy !== null;
  return {
    _id: row.id,
    reference: row.reference,
    status,
    doctor: { username: row.doctorUsername, fullName: fullName({ title: row.doctorTitle, name: row.doctorName }), designation: row.designation },
    speciality: row.speciality,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    timeZone: getConfig().timeZone,
    fee: { amount: row.fee, currency: row.currency },
    patient: { name: row.patientName, phone: row.patientPhone },
    holdExpiresAt: held ? row.holdExpiresAt!.toISOString() : null,
    changeRules: policy,
    canChange: changeable && policy.now.canMove,
    canCancel: changeable,
    patientConfirmedAt: row.patientConfirmedAt?.toISOString() ?? null,
    paid,
    refundDue: row.refundDue !== null ? { amount: row.refundDue, currency: row.currency } : null,
    orderId: orders.at(-1)?.orderId ?? null,
  };
}

/** The booking of a token's attempt, or a 404 that does not say whether it exists. */
export async function bookingOfAttempt(db: Executor, bookingId: string, attemptId: string): Promise<typeof bookings.$inferSelect> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, bookingId), eq(bookings.attemptId, attemptId)));
  if (!row) throw notFound("Booking not found. Start the booking again.");
  return row;
}
