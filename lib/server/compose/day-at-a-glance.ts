import "server-only";
import type { Executor } from "../db";
import { appointmentsByDoctor, appointmentsPerDay, waitingForConfirmation } from "../booking/glance";
import { newInboxCounts } from "../inbox";
import { failedMessageCount } from "../outbox";
import { unsettledPayments } from "../payments/settlement";
import { localDateOf } from "@/lib/format/appointment-time";
import type { DayAtAGlance } from "@/lib/contracts/staff";

/**
 * The console's overview for the front desk: what has work waiting (bookings to confirm and how
 * long the oldest has waited, new contact messages and applications, payments to settle, messages
 * that failed to send), today's and tomorrow's appointments by doctor, and appointments per day for
 * the last 30 days and the next 14, in the hospital's zone. It joins four domains' counts; nothing
 * of a patient leaves here.
 */
export const GLANCE_PAST_DAYS = 30;
export const GLANCE_NEXT_DAYS = 14;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function dayAtAGlance(db: Executor, now: Date, timeZone: string): Promise<DayAtAGlance> {
  const today = localDateOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  const first = addDays(today, -GLANCE_PAST_DAYS);
  const [waiting, perDay, byDoctor, inbox, failedMessages, unsettled] = await Promise.all([
    waitingForConfirmation(db),
    appointmentsPerDay(db, first, addDays(today, GLANCE_NEXT_DAYS), timeZone),
    appointmentsByDoctor(db, [today, tomorrow], timeZone),
    newInboxCounts(db),
    failedMessageCount(db),
    unsettledPayments(db, now),
  ]);
  return {
    today,
    waiting: { count: waiting.count, oldestMinutes: waiting.since ? Math.max(0, Math.floor((now.getTime() - waiting.since.getTime()) / 60_000)) : null },
    appointments: [today, tomorrow].map((day) => ({ day, doctors: byDoctor.get(day) ?? [] })),
    newMessages: inbox.messages,
    newApplications: inbox.applications,
    unsettledPayments: unsettled.length,
    failedMessages,
    perDay: Array.from({ length: GLANCE_PAST_DAYS + GLANCE_NEXT_DAYS + 1 }, (_, i) => addDays(first, i)).map((day) => ({ day, count: perDay.get(day) ?? 0 })),
  };
}
