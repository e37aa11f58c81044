import "server-only";
import { and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../db";
import { doctorLeaves, doctors } from "../db/schema";

/**
 * The first of the two keys of a doctor's time lock. Two 32-bit keys are a space of their own,
 * apart from the start-up work's single 64-bit key (lib/server/db/client.ts).
 */
const DOCTOR_TIME_LOCK = 7302;

/**
 * Makes the rest of a transaction that writes a doctor's time (a hold, a move, a lapsed hold taken
 * back by its payment, leave or a holiday) wait for any other one writing that doctor's time,
 * until it commits or rolls back: a transaction-level advisory lock on the doctor.
 *
 * Without it, holds racing for one slot each insert their row and then wait for one another on
 * the exclusion constraint `bookings_no_overlap`. PostgreSQL breaks each such cycle only after its
 * deadlock_timeout (1 s), and the retried transactions meet again: 50 visitors racing for one slot
 * on a loaded machine took minutes, and held every pooled connection meanwhile. In turn, each one
 * finds the winner's committed row at once and answers 409 slot taken.
 *
 * The same lock decides between a booking and leave: a hold or a move reads the doctor's days
 * off only after taking it (`isDayOff`), and adding leave takes it before listing the bookings
 * on its days, so every booking either sees the leave and is refused, or is committed before
 * the leave's list is read and is on it. It is taken before any row lock on the doctor: a
 * booking's insert takes a key-share lock on its doctor's row while holding this lock.
 *
 * Two doctors whose ids hash alike only wait for each other's writes.
 */
export async function lockDoctorTime(tx: Transaction, doctorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DOCTOR_TIME_LOCK}, hashtext(${doctorId}))`);
}

/**
 * Takes the time lock of every doctor (a hospital holiday closes all their days), one at a time
 * in one fixed order, so that two such writers never wait for each other crosswise; a booking
 * takes only its own doctor's.
 */
export async function lockEveryDoctorsTime(tx: Transaction): Promise<void> {
  const all = await tx.select({ id: doctors.id }).from(doctors);
  const keys = [...new Set(all.map((d) => d.id))].sort();
  for (const id of keys) await lockDoctorTime(tx, id);
}

/** Whether a local day (YYYY-MM-DD) is a day off for the doctor: their leave, or a hospital holiday. Read after `lockDoctorTime`. */
export async function isDayOff(db: Executor, doctorId: string, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: doctorLeaves.id })
    .from(doctorLeaves)
    .where(and(or(isNull(doctorLeaves.doctorId), eq(doctorLeaves.doctorId, doctorId)), lte(doctorLeaves.fromDate, day), gte(doctorLeaves.toDate, day)))
    .limit(1);
  return Boolean(row);
}
