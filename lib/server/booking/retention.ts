import "server-only";
import { and, eq, inArray, lt, notExists } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, patients, paymentOrders, sandboxOrders, sandboxPayments } from "../db/schema";

/**
 * The privacy notice's promise for bookings: "Booking and patient details: 3 years after the
 * appointment, then deleted". A booking goes with its payment orders (the outbox's messages
 * cascade); a patient goes once no booking of theirs is left. A patient row without any booking
 * (the visitor verified a phone, gave details, never paid) is kept a day, then deleted too.
 */
export const BOOKING_RETENTION_YEARS = 3;
const ORPHAN_PATIENT_HOURS = 24;

/** Deletes bookings whose appointment is more than three years past, and patients left without one. */
export async function pruneBookings(db: Executor, now: Date): Promise<{ bookings: number; patients: number }> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - BOOKING_RETENTION_YEARS);
  const orphanBefore = new Date(now.getTime() - ORPHAN_PATIENT_HOURS * 3600_000);
  return db.transaction(async (tx) => {
    const old = tx.select({ id: bookings.id }).from(bookings).where(lt(bookings.startsAt, cutoff));
    const orders = await tx.delete(paymentOrders).where(inArray(paymentOrders.bookingId, old)).returning({ orderId: paymentOrders.orderId });
    const gone = await tx.delete(bookings).where(lt(bookings.startsAt, cutoff)).returning({ id: bookings.id });
    if (orders.length) {
      // The offline gateway's own records of those orders.
      await tx.delete(sandboxPayments).where(inArray(sandboxPayments.orderId, orders.map((o) => o.orderId)));
      await tx.delete(sandboxOrders).where(inArray(sandboxOrders.id, orders.map((o) => o.orderId)));
    }
    const left = await tx
      .delete(patients)
      .where(and(lt(patients.updatedAt, orphanBefore), notExists(tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.patientId, patients.id)))))
      .returning({ id: patients.id });
    return { bookings: gone.length, patients: left.length };
  });
}
