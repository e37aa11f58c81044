import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, patients } from "../db/schema";
import { getConfig } from "../config";
import { enqueueMessage, cancelPending } from "../outbox";
import { issueBookingLink } from "../auth/tokens";
import { bookingView } from ".";
import { bookingCalendar } from "./calendar";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { ARRIVAL_INSTRUCTION, CONFIRMATION_MINUTES } from "@/lib/contracts/booking";
import { describePolicy } from "@/lib/contracts/change-rules";
import { ROUTES } from "@/lib/routes";
import { hasLiveConsent } from "../privacy/consents";
import { isPrivacyReference } from "../privacy/requests";

/**
 * The patient's messages about a booking, queued in the transaction of the change (the outbox
 * sends them): SMS always, e-mail when the patient gave an address (with the calendar file),
 * and a reminder the day before. Each has a dedupe key, so a change applied twice queues once.
 */
export type BookingEvent = "paid" | "paid_slot_lost" | "confirmed" | "cancelled" | "moved";

/** The signed link that opens the booking (the token after # never reaches a server log). */
export async function manageLink(db: Executor, bookingId: string, endsAt: Date, now: Date): Promise<string> {
  const token = await issueBookingLink(db, { bookingId }, now, new Date(endsAt.getTime() + 86_400_000));
  return `${getConfig().siteUrl}${ROUTES.myBooking}#${token}`;
}

export async function queueBookingMessages(db: Executor, bookingId: string, event: BookingEvent, now: Date): Promise<void> {
  const config = getConfig();
  const [row] = await db
    .select({ email: patients.email, phone: patients.phone, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .where(eq(bookings.id, bookingId));
  // A booking kept after its person's erasure (pseudonymised): there is no one to write to.
  if (isPrivacyReference(row.phone)) return;
  const view = (await bookingView(db, bookingId, now))!;
  const when = formatAppointment(row.startsAt, config.timeZone);
  // The hospital's refund and change rules as they apply now and from when the next tier starts.
  const rules = describePolicy(view.changeRules, config.timeZone);
  const link = await manageLink(db, bookingId, row.endsAt, now);
  const manage = `${view.canChange ? "Move or cancel it here" : view.canCancel ? "Cancel it here" : "Your booking"}: ${link}`;
  const fee = formatFee(view.fee);
  const name = config.hospitalName;
  let subject: string;
  let text: string;
  switch (event) {
    case "paid":
      subject = `Appointment request ${view.reference} received`;
      text =
        `${name}: we received your appointment request ${view.reference} with ${view.doctor.fullName} on ${when}, and your payment of ${fee}. ` +
        `The hospital confirms it within ${CONFIRMATION_MINUTES} minutes. ` +
        `${rules} ${manage}`;
      break;
    case "paid_slot_lost":
      subject = `Your payment for ${view.reference} will be refunded`;
      text = `${name}: your payment of ${fee} for ${view.doctor.fullName} on ${when} arrived after the slot was released, so it will be refunded in full. Please book another slot: ${config.siteUrl}${ROUTES.appointment}`;
      break;
    case "confirmed":
      subject = `Appointment ${view.reference} confirmed`;
      text = `${name}: your appointment ${view.reference} with ${view.doctor.fullName} on ${when} is confirmed. ${ARRIVAL_INSTRUCTION} Your booking: ${link}`;
      break;
    case "cancelled":
      subject = `Appointment ${view.reference} cancelled`;
      text = `${name}: your appointment ${view.reference} with ${view.doctor.fullName} on ${when} is cancelled.${view.refundDue ? ` A refund of ${formatFee(view.refundDue)} is on its way (5 to 7 working days).` : ""}`;
      break;
    case "moved":
      subject = `Appointment ${view.reference} moved`;
      text = `${name}: your appointment ${view.reference} with ${view.doctor.fullName} is now on ${when}. ${rules} ${manage}`;
      break;
  }
  const key = `${event}:${bookingId}:${row.startsAt.toISOString()}`;
  await enqueueMessage(db, { channel: "sms", kind: `booking_${event}`, recipient: row.phone, body: text, bookingId, dedupeKey: `sms:${key}`, now });
  if (row.email) {
    const attachments = event === "paid" || event === "moved" ? [{ filename: `${view.reference}.ics`, content: bookingCalendar(view, ""), contentType: "text/calendar; charset=utf-8" }] : [];
    await enqueueMessage(db, { channel: "email", kind: `booking_${event}`, recipient: row.email, subject: `${subject} | ${name}`, body: text, meta: { attachments }, bookingId, dedupeKey: `email:${key}`, now });
  }
  if (event === "moved" || event === "cancelled") await cancelPending(db, bookingId, ["reminder"]);
  if (event === "paid" || event === "moved") {
    const remindAt = new Date(row.startsAt.getTime() - 24 * 3600_000);
    // Not to a phone that withdrew reminders on /my-data (the withdrawal also dropped those already queued).
    if (remindAt.getTime() > now.getTime() && (await hasLiveConsent(db, row.phone, "reminders"))) {
      await enqueueMessage(db, {
        channel: "sms",
        kind: "reminder",
        recipient: row.phone,
        // Sent a day ahead: the link opens the booking with "I will come" and Cancel (the same rules as the manage link), so a freed slot goes to someone else.
        body: `${name}: a reminder of your appointment ${view.reference} with ${view.doctor.fullName} tomorrow, ${when}. ${ARRIVAL_INSTRUCTION} Confirm you will come, or cancel if you cannot: ${link}`,
        bookingId,
        dedupeKey: `reminder:${bookingId}:${row.startsAt.toISOString()}`,
        sendAfter: remindAt,
        expiresAt: row.startsAt,
        now,
      });
    }
  }
}
