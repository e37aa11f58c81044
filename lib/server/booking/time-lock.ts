import "server-only";
import { sql } from "drizzle-orm";
import type { Transaction } from "../db";

/**
 * The first of the two keys of a doctor's time lock. Two 32-bit keys are a space of their own,
 * apart from the start-up work's single 64-bit key (lib/server/db/client.ts).
 */
const DOCTOR_TIME_LOCK = 7302;

/**
 * Makes the rest of a transaction that writes a doctor's time (a hold, a move, a lapsed hold taken
 * back by its payment) wait for any other one writing that doctor's time, until it commits or
 * rolls back: a transaction-level advisory lock on the doctor.
 *
 * Without it, holds racing for one slot each insert their row and then wait for one another on
 * the exclusion constraint `bookings_no_overlap`. PostgreSQL breaks each such cycle only after its
 * deadlock_timeout (1 s), and the retried transactions meet again: 50 visitors racing for one slot
 * on a loaded machine took minutes, and held every pooled connection meanwhile. In turn, each one
 * finds the winner's committed row at once and answers 409 slot taken.
 *
 * Two doctors whose ids hash alike only wait for each other's writes.
 */
export async function lockDoctorTime(tx: Transaction, doctorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DOCTOR_TIME_LOCK}, hashtext(${doctorId}))`);
}
