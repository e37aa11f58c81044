import "server-only";
import { and, count, eq, gte, inArray, lt, min, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, contactMessages, doctors, jobApplications, outboxMessages, paymentOrders } from "../db/schema";
import { unsettledPayments } from "../payments/settlement";
import { localDateOf } from "@/lib/format/appointment-time";
import type { DayAtAGlance } from "@/lib/contracts/staff";

/**
 * The console's overview for the front desk: what has work waiting (bookings to confirm and how
 * long the oldest has waited, new contact messages and applications, payments to settle, messages
 * that failed to send), today's and tomorrow's appointments by doctor, and bookings per day for
 * the last 30 days and the next 14 (by appointment date, in the hospital's zone). Each figure is
 * a count the database makes; nothing of a patient leaves here but the doctors' names.
 */
export const GLANCE_PAST_DAYS = 30;
export const GLANCE_NEXT_DAYS = 14;
/** Bookings that are or were someone's appointment: not lapsed holds or cancellations. */
const COUNTED = ["requested", "confirmed", "attended", "no_show"] as const;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function dayAtAGlance(db: Executor, now: Date, timeZone: string): Promise<DayAtAGlance> {
  const today = localDateOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  const first = addDays(today, -GLANCE_PAST_DAYS);
  const last = addDays(today, GLANCE_NEXT_DAYS);
  // The appointment's local date in the hospital's zone.
  const localDay = sql<string>`to_char(${bookings.startsAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const span = and(inArray(bookings.status, [...COUNTED]), gte(bookings.startsAt, sql`(${first}::date)::timestamp at time zone ${timeZone}`), lt(bookings.startsAt, sql`(${addDays(last, 1)}::date)::timestamp at time zone ${timeZone}`));

  const [[waiting], perDayRows, byDoctorRows, [messages], [applications], [failed], unsettled] = await Promise.all([
    db
      .select({ count: sql<number>`count(distinct ${bookings.id})`, since: min(sql<Date>`coalesce(${paymentOrders.paidAt}, ${bookings.updatedAt})`) })
      .from(bookings)
      .leftJoin(paymentOrders, and(eq(paymentOrders.bookingId, bookings.id), eq(paymentOrders.status, "paid")))
      .where(eq(bookings.status, "requested")),
    // Grouped by the first column: the same expression written twice would be two parameters to PostgreSQL.
    db.select({ day: localDay, count: count() }).from(bookings).where(span).groupBy(sql`1`),
    db
      .select({ day: localDay, username: doctors.username, title: doctors.title, name: doctors.name, count: count() })
      .from(bookings)
      .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
      .where(and(inArray(bookings.status, [...COUNTED]), sql`${localDay} in (${today}, ${tomorrow})`))
      .groupBy(sql`1`, doctors.username, doctors.title, doctors.name),
    db.select({ count: count() }).from(contactMessages).where(eq(contactMessages.status, "new")),
    db.select({ count: count() }).from(jobApplications).where(eq(jobApplications.status, "new")),
    db.select({ count: count() }).from(outboxMessages).where(eq(outboxMessages.status, "failed")),
    unsettledPayments(db, now),
  ]);

  const perDay = new Map(perDayRows.map((r) => [r.day, Number(r.count)]));
  const days = Array.from({ length: GLANCE_PAST_DAYS + GLANCE_NEXT_DAYS + 1 }, (_, i) => addDays(first, i));
  const since = waiting.since ? new Date(waiting.since) : null;
  const doctorsOf = (day: string) =>
    byDoctorRows
      .filter((r) => r.day === day)
      .map((r) => ({ username: r.username, fullName: `${r.title} ${r.name}`.trim(), count: Number(r.count) }))
      .sort((a, b) => b.count - a.count || a.fullName.localeCompare(b.fullName));
  return {
    today,
    waiting: { count: Number(waiting.count), oldestMinutes: since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)) : null },
    appointments: [
      { day: today, doctors: doctorsOf(today) },
      { day: tomorrow, doctors: doctorsOf(tomorrow) },
    ],
    newMessages: Number(messages.count),
    newApplications: Number(applications.count),
    unsettledPayments: unsettled.length,
    failedMessages: Number(failed.count),
    perDay: days.map((day) => ({ day, count: perDay.get(day) ?? 0 })),
  };
}
