import "server-only";
import { and, count, eq, gte, inArray, lt, min, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, doctors, paymentOrders } from "../db/schema";

/**
 * The bookings desk's figures for the console's overview (lib/server/compose/day-at-a-glance.ts),
 * each counted by the database, by appointment date in the hospital's zone. Counted are bookings
 * that are or were someone's appointment: not lapsed holds or cancellations.
 */
const COUNTED = ["requested", "confirmed", "attended", "no_show"] as const;

/** The appointment's local date in the zone. Grouped by as the first column: written twice, it would be two parameters to PostgreSQL. */
const localDay = (timeZone: string) => sql<string>`to_char(${bookings.startsAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** Paid bookings waiting for the hospital's confirmation, and since when the oldest has waited. */
export async function waitingForConfirmation(db: Executor): Promise<{ count: number; since: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${bookings.id})`, since: min(sql<Date>`coalesce(${paymentOrders.paidAt}, ${bookings.updatedAt})`) })
    .from(bookings)
    .leftJoin(paymentOrders, and(eq(paymentOrders.bookingId, bookings.id), eq(paymentOrders.status, "paid")))
    .where(eq(bookings.status, "requested"));
  return { count: Number(row.count), since: row.since ? new Date(row.since) : null };
}

/** Appointments per local day from `first` to `last` (inclusive, "YYYY-MM-DD"); days without any are absent. */
export async function appointmentsPerDay(db: Executor, first: string, last: string, timeZone: string): Promise<Map<string, number>> {
  const day = localDay(timeZone);
  const rows = await db
    .select({ day, count: count() })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...COUNTED]),
        gte(bookings.startsAt, sql`(${first}::date)::timestamp at time zone ${timeZone}`),
        lt(bookings.startsAt, sql`(${last}::date + 1)::timestamp at time zone ${timeZone}`),
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [r.day, Number(r.count)]));
}

/** The appointments of each doctor on the given local days, most first. */
export async function appointmentsByDoctor(db: Executor, days: string[], timeZone: string): Promise<Map<string, { username: string; fullName: string; count: number }[]>> {
  const day = localDay(timeZone);
  const rows = await db
    .select({ day, username: doctors.username, title: doctors.title, name: doctors.name, count: count() })
    .from(bookings)
    .innerJoin(doctors, eq(doctors.id, bookings.doctorId))
    .where(and(inArray(bookings.status, [...COUNTED]), inArray(day, days)))
    .groupBy(sql`1`, doctors.username, doctors.title, doctors.name);
  return new Map(
    days.map((d) => [
      d,
      rows
        .filter((r) => r.day === d)
        .map((r) => ({ username: r.username, fullName: `${r.title} ${r.name}`.trim(), count: Number(r.count) }))
        .sort((a, b) => b.count - a.count || a.fullName.localeCompare(b.fullName)),
    ]),
  );
}
