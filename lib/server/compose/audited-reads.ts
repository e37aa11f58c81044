import "server-only";
import type { Pagination } from "@/lib/contracts/envelope";
import type { ConsolePrivacyRequest } from "@/lib/contracts/my-data";
import type { InboxApplication, InboxMessage, OutboxEntry } from "@/lib/contracts/staff";
import { DomainError } from "@/lib/errors";
import type { Executor } from "../db";
import { listApplications, listMessages } from "../inbox";
import { listOutbox, type OutboxFilters } from "../outbox/console";
import { listPrivacyRequests } from "../privacy/requests";
import { auditPatientRead, seesPatients, type PatientRead, type StaffReader } from "../staff/patient-reads";

/**
 * The console's lists of what people wrote or were sent (messages sent, contact messages, job
 * applications, privacy requests): each read is audited (`patient_details_read`, naming the list,
 * its filters and how many records it showed, never their content), as the desk's reads are.
 * The lists that name patients are for staff who see patients' details (lib/contracts/staff.ts).
 */
async function auditedRead<F extends object, R>(
  db: Executor,
  reader: StaffReader,
  what: PatientRead,
  filters: F,
  now: Date,
  load: () => Promise<R>,
  count: (result: R) => number,
): Promise<R> {
  const result = await load();
  await auditPatientRead(db, reader, { what, count: count(result), filters: { ...filters } as Record<string, unknown> }, now);
  return result;
}

/** "Messages sent": they name patients (numbers, addresses, names). */
export async function messagesSent(db: Executor, filters: OutboxFilters, reader: StaffReader, now: Date): Promise<{ messages: OutboxEntry[]; pagination: Pagination }> {
  if (!seesPatients(reader)) throw new DomainError("forbidden", "The messages sent name patients: they are for the front desk and administrators.");
  return auditedRead(db, reader, "messages_sent", filters, now, () => listOutbox(db, filters), (r) => r.messages.length);
}

export async function contactMessagesRead(db: Executor, filters: Parameters<typeof listMessages>[1], reader: StaffReader, now: Date): Promise<{ messages: InboxMessage[]; pagination: Pagination }> {
  return auditedRead(db, reader, "contact_messages", filters, now, () => listMessages(db, filters), (r) => r.messages.length);
}

export async function applicationsRead(db: Executor, filters: Parameters<typeof listApplications>[1], reader: StaffReader, now: Date): Promise<{ applications: InboxApplication[]; pagination: Pagination }> {
  return auditedRead(db, reader, "job_applications", filters, now, () => listApplications(db, filters), (r) => r.applications.length);
}

export async function privacyRequestsRead(
  db: Executor,
  filters: Parameters<typeof listPrivacyRequests>[1],
  reader: StaffReader,
  now: Date,
): Promise<{ requests: ConsolePrivacyRequest[]; pagination: Pagination }> {
  return auditedRead(db, reader, "privacy_requests", filters, now, () => listPrivacyRequests(db, filters, now), (r) => r.requests.length);
}
