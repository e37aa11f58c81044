import "server-only";
import type { Pagination } from "@/lib/contracts/envelope";
import type { OutboxEntry } from "@/lib/contracts/staff";
import { DomainError } from "@/lib/errors";
import type { Executor } from "../db";
import { listOutbox, type OutboxFilters } from "../outbox/console";
import { auditPatientRead, seesPatients, type StaffReader } from "../staff/patient-reads";

/**
 * The console's "Messages sent": they name patients (numbers, addresses, names), so only staff who
 * see patients' details read them, and each read is audited (`patient_details_read`, messages_sent).
 */
export async function messagesSent(db: Executor, filters: OutboxFilters, reader: StaffReader, now: Date): Promise<{ messages: OutboxEntry[]; pagination: Pagination }> {
  if (!seesPatients(reader)) throw new DomainError("forbidden", "The messages sent name patients: they are for the front desk and administrators.");
  const page = await listOutbox(db, filters);
  await auditPatientRead(db, reader, { what: "messages_sent", count: page.messages.length, filters: { ...filters } }, now);
  return page;
}
