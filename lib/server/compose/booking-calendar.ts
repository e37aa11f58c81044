import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "../db";
import { paymentOrders } from "../db/schema";
import type { Clock } from "../clock";
import { DomainError, notFound } from "@/lib/errors";
import { bookingOfAttempt, bookingView } from "../booking";
import { managedBooking } from "./manage-booking";
import { bookingCalendar } from "../booking/calendar";
import { getContactAddress } from "../booking/address";
import type { BookingView } from "@/lib/contracts/booking";

export interface CalendarFile {
  filename: string;
  text: string;
}

async function fileOf(db: Executor, booking: BookingView): Promise<CalendarFile> {
  if (booking.status !== "requested" && booking.status !== "confirmed") {
    throw new DomainError("conflict", "Only an active booking can be added to a calendar.", { reason: "not_active" });
  }
  return { filename: `${booking.reference}.ics`, text: bookingCalendar(booking, await getContactAddress(db)) };
}

export async function calendarOfLink(db: Executor, link: string, clock: Clock): Promise<CalendarFile> {
  return fileOf(db, await managedBooking(db, link, clock));
}

export async function calendarOfOrder(db: Executor, orderId: string, attemptId: string, clock: Clock): Promise<CalendarFile> {
  const [order] = await db.select({ bookingId: paymentOrders.bookingId }).from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  if (!order) throw notFound("Order not found");
  await bookingOfAttempt(db, order.bookingId, attemptId).catch(() => {
    throw notFound("Order not found");
  });
  return fileOf(db, (await bookingView(db, order.bookingId, clock()))!);
}
