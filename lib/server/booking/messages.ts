import "server-only";
import { and, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "../db";
import { ACTIVE_BOOKING_STATUSES, bookings, outboxMessages, patients } from "../db/schema";
import { getConfig } from "../config";
import { enqueueMessage, cancelPending } from "../outbox";
import { LINK_WITHHELD } from "../outbox/link-secrets";
import { getChangeTiers } from "./change-tiers";
import { bookingView, paidAmount } from "./view";
import { bookingCalendar } from "./calendar";
import { formatAppointment } from "@/lib/format/appointment-time";
import { formatFee } from "@/lib/format/money";
import { ARRIVAL_INSTRUCTION, CONFIRMATION_MINUTES } from "@/lib/contracts/booking";
import { changePolicy, describePolicy, refundEndsAt, type ChangeTier } from "@/lib/contracts/change-rules";
import type { Money } from "@/lib/contracts/doctors";
import { ROUTES } from "@/lib/routes";
import { hasLiveConsent } from "../privacy/consents";
import { isPrivacyReference } from "../privacy/requests";

/**
 * The patient's messages about a booking, queued in the transaction of the change (the outbox
 * sends them): SMS always, e-mail when the patient gave an address (with the calendar file),
 * and a reminder before the appointment (reminderTime). Each has a dedupe key, so a change
 * applied twice queues once.
 */
export type BookingEvent = "paid" | "paid_slot_lost" | "confirmed" | "cancelled" | "moved";

/**
 * The link that opens the booking, as a message to the patient holds it: its token is signed when
 * the message is sent (the outbox's sentText, from the message's booking), so no stored message
 * holds a key to the booking. The token after # never reaches a server log.
 */
export const MANAGE_LINK = (): string => `${getConfig().siteUrl}${ROUTES.myBooking}${LINK_WITHHELD}`;

/** A reminder lands this long before a cancel stops refunding, so that there is time to act on it. */
const REMINDER_NOTICE_HOURS = 3;
/** The local hours in which a reminder is sent (from 08:00, before 20:00): one due at night goes the evening before. */
const REMINDER_DAY = { from: 8, until: 20 };

const localHour = (at: Date, timeZone: string): number =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(at));

/**
 * When the reminder of an appointment at `start` is sent, by the hospital's refund rules: in the
 * day, at least REMINDER_NOTICE_HOURS before the last tier that refunds ends (and no later than
 * the day before), so that a patient who cannot come can still cancel with a refund. When that
 * moment has passed, or no tier refunds anything, the day before, and never at the very moment a
 * refund ends (an hour after it, so what the text says holds when it arrives). Null when that
 * has passed too: the confirmation just sent states the rules.
 */
export function reminderTime(tiers: readonly ChangeTier[], start: Date, paid: number, now: Date, timeZone: string): Date | null {
  const dayBefore = start.getTime() - 24 * 3600_000;
  const refundEnd = refundEndsAt(tiers, start, paid)?.getTime() ?? null;
  if (refundEnd !== null) {
    let at = Math.min(refundEnd - REMINDER_NOTICE_HOURS * 3600_000, dayBefore);
    for (let i = 0; i < 24; i += 1) {
      const hour = localHour(new Date(at), timeZone);
      if (hour >= REMINDER_DAY.from && hour < REMINDER_DAY.until) break;
      at -= 3600_000;
    }
    if (at > now.getTime()) return new Date(at);
  }
  const late = refundEnd === null ? dayBefore : Math.max(dayBefore, refundEnd + 3600_000);
  return late > now.getTime() && late < start.getTime() ? new Date(late) : null;
}

interface ReminderFacts {
  reference: string;
  doctor: string;
  start: Date;
  /** What a cancel's refund is of: what was paid (the fee before paying). */
  basis: Money;
  link: string;
}

/**
 * The reminder's time and text. The text states what a cancel costs at the moment it is sent and
 * until when, by the rules given (the same sentence as the booking pages).
 */
function reminderOf(facts: ReminderFacts, tiers: readonly ChangeTier[], now: Date): { sendAfter: Date; body: string } | null {
  const config = getConfig();
  const sendAfter = reminderTime(tiers, facts.start, facts.basis.amount, now, config.timeZone);
  if (!sendAfter) return null;
  const rules = describePolicy(changePolicy(tiers, facts.start, facts.basis, sendAfter), config.timeZone);
  const when = formatAppointment(facts.start, config.timeZone);
  return {
    sendAfter,
    // The link opens the booking with "I will come" and Cancel (the same rules as the manage link), so a freed slot goes to someone else.
    body:
      `${config.hospitalName}: a reminder of your appointment ${facts.reference} with ${facts.doctor} on ${when}. ${ARRIVAL_INSTRUCTION} ` +
      `If you cannot come, please cancel so that another patient can have the time. ${rules} Confirm you will come, or cancel: ${facts.link}`,
  };
}

/** What a cancel refunds is of what was paid; before paying, of the fee. */
async function refundBasis(db: Executor, bookingId: string, fee: Money): Promise<Money> {
  const paid = await paidAmount(db, bookingId);
  return { amount: paid > 0 ? paid : fee.amount, currency: fee.currency };
}

/**
 * The hospital's rules changed (the console saved `changeRules`): each pending reminder of an
 * upcoming booking gets the time and text of the new rules, which apply to every booking from now
 * on (a reminder that can no longer come before its appointment is dropped). Answers how many.
 */
export async function replanReminders(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .select({ id: outboxMessages.id, bookingId: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(outboxMessages)
    .innerJoin(bookings, eq(bookings.id, outboxMessages.bookingId))
    .where(
      and(eq(outboxMessages.kind, "reminder"), eq(outboxMessages.status, "pending"), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]), gt(bookings.startsAt, now)),
    );
  if (!rows.length) return 0;
  const tiers = await getChangeTiers(db);
  for (const row of rows) {
    const view = (await bookingView(db, row.bookingId, now))!;
    const facts = { reference: view.reference, doctor: view.doctor.fullName, start: row.startsAt, basis: await refundBasis(db, row.bookingId, view.fee), link: MANAGE_LINK() };
    const planned = reminderOf(facts, tiers, now);
    await db
      .update(outboxMessages)
      .set(planned ? { body: planned.body, sendAfter: planned.sendAfter } : { status: "cancelled" })
      .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.status, "pending")));
  }
  return rows.length;
}

export async function queueBookingMessages(db: Executor, bookingId: string, event: BookingEvent, now: Date): Promise<void> {
  const config = getConfig();
  const [row] = await db
    .select({ email: patients.email, phone: patients.phone, startsAt: bookings.startsAt, endsAt: bookings.endsAt, reminders: bookings.reminders })
    .from(bookings)
    .innerJoin(patients, eq(patients.id, bookings.patientId))
    .where(eq(bookings.id, bookingId));
  // A booking kept after its person's erasure (pseudonymised): there is no one to write to.
  if (isPrivacyReference(row.phone)) return;
  const view = (await bookingView(db, bookingId, now))!;
  const when = formatAppointment(row.startsAt, config.timeZone);
  // The hospital's refund and change rules as they apply now and from when the next tier starts.
  const rules = describePolicy(view.changeRules, config.timeZone);
  const link = MANAGE_LINK();
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
    // This booking's own choice, and not to a phone that withdrew reminders on /my-data (the
    // withdrawal also dropped those already queued). Time and text follow the rules as they stand
    // now; a change of the rules in the console plans the pending ones again (replanReminders).
    const planned = row.reminders && (await hasLiveConsent(db, row.phone, "reminders")) ? reminderOf({ reference: view.reference, doctor: view.doctor.fullName, start: row.startsAt, basis: await refundBasis(db, bookingId, view.fee), link }, await getChangeTiers(db), now) : null;
    if (planned) {
      await enqueueMessage(db, {
        channel: "sms",
        kind: "reminder",
        recipient: row.phone,
        body: planned.body,
        bookingId,
        dedupeKey: `reminder:${bookingId}:${row.startsAt.toISOString()}`,
        sendAfter: planned.sendAfter,
        expiresAt: row.startsAt,
        now,
      });
    }
  }
}
