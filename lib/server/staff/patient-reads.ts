import "server-only";
import { mayReadPatientDetails, type StaffMe } from "@/lib/contracts/staff";
import type { Executor } from "../db";
import { recordAudit } from "./audit";

/** A member of staff reading the console: who they are is what they may see. */
export type StaffReader = Pick<StaffMe, "id" | "email" | "role">;

/** The console reads that show patients' details, as the audit log names them. */
export type PatientRead = "bookings_list" | "bookings_export" | "leave_check" | "leave_list" | "leave_added" | "waitlists" | "messages_sent" | "contact_messages" | "job_applications" | "privacy_requests";

/** Whether `reader` sees patients' details (PATIENT_DETAILS_ROLES, decided once in lib/contracts/staff.ts). */
export const seesPatients = (reader: StaffReader): boolean => mayReadPatientDetails(reader.role);

/**
 * Records one read of patients' details by `reader` (`patient_details_read`): what was read, with
 * which filters, and how many records it showed; never the details themselves.
 */
export async function auditPatientRead(db: Executor, reader: StaffReader, read: { what: PatientRead; count: number; filters?: Record<string, unknown> }, now: Date): Promise<void> {
  await recordAudit(db, { actor: { id: reader.id, email: reader.email }, action: "patient_details_read", entity: read.what, after: { records: read.count, ...(read.filters ? { filters: read.filters } : {}) } }, now);
}
