import { z } from "zod";
import { blankToUndefined, safeText } from "./common";
import { parseDateInput } from "@/lib/format/date-input";

/**
 * Every action the audit log records, with the words the console shows for it. This is the one
 * declaration: `recordAudit` takes only these names, so an action cannot be written without its
 * words, and the audit log's filter offers exactly these.
 */
export const AUDIT_ACTION_TEXT = {
  sign_in_password: "Gave their password (the second factor still to come)",
  sign_in: "Signed in to the console",
  factor_failed: "Gave a wrong second factor (passkey, code or recovery code)",
  factor_throttled: "Was made to wait before another second-factor try (too many wrong ones)",
  step_up: "Gave their second factor again (for money or accounts)",
  factor_enrolled: "Set up a second factor",
  factor_removed: "Removed one of their second factors",
  recovery_codes_made: "Were given new recovery codes",
  factors_reset: "Reset a staff account's second factor (it enrols again)",
  sign_in_failed: "Failed to sign in",
  sign_in_throttled: "Was made to wait before another sign-in try (too many wrong passwords)",
  sign_in_new_device: "Gave their password from a new device (told by e-mail)",
  password_reset_asked: "Asked for a link to set a new password",
  password_reset_refused: "Opened a password reset link already used or past its 30 minutes",
  password_reset_done: "Set a new password with an e-mailed link (signed out everywhere)",
  sign_out: "Signed out",
  password_changed: "Changed their password",
  password_change_failed: "Gave a wrong current password when changing it",
  session_ended: "Ended one of their own console sessions",
  sessions_ended_by_admin: "Ended every console session of a staff account",
  staff_created: "Created a staff account",
  staff_disabled: "Disabled a staff account",
  staff_enabled: "Let a staff account sign in again",
  booking_confirmed: "Confirmed a booking",
  booking_cancelled: "Cancelled a booking at the desk",
  booking_moved: "Moved a booking to another time",
  booking_attended: "Marked a patient as attended",
  booking_no_show: "Marked a patient as not come",
  patient_details_read: "Viewed patients' details",
  refund_retried: "Asked the gateway again for a refund",
  payment_settled: "Marked a payment settled",
  leave_added: "Marked a doctor's leave",
  leave_removed: "Removed a doctor's leave",
  message_status: "Changed a contact message's state",
  message_retried: "Sent a failed message again",
  application_status: "Changed a job application's state",
  resume_downloaded: "Downloaded a résumé",
  short_link_created: "Created a short link",
  short_link_updated: "Changed a short link",
  short_link_deleted: "Deleted a short link",
  content_created: "Added content",
  content_updated: "Changed content",
  content_deleted: "Deleted content",
  translation_saved: "Changed content's Marathi or Hindi (or kept it for a changed English)",
  upload: "Uploaded an image",
  setting_replaced: "Replaced a site setting",
  privacy_request_closed: "Closed a privacy request",
  privacy_access: "A patient asked what data is kept",
  privacy_export: "A patient exported their data",
  privacy_erasure: "A patient asked for their data to be erased",
  privacy_correction: "A patient asked for a correction",
  privacy_consent_withdrawal: "A patient withdrew a consent",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_TEXT;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_TEXT) as AuditAction[];

/** The actors that are no staff account: the settings door's token, and a visitor with a verified phone (privacy requests). */
export const AUDIT_OTHER_ACTORS = { staff_token: "The settings door (staff token)", visitor: "A patient (verified phone)" } as const;
export type AuditOtherActor = keyof typeof AUDIT_OTHER_ACTORS;

/** A day as the console's date field sends it ("1 Dec 2026") or as ISO. */
const day = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const read = parseDateInput(v);
  return read.ok ? (read.value ?? undefined) : v;
}, z.iso.date({ error: "must be a date such as 1 Dec 2026" }).optional());

/**
 * POST /api/admin/audit/list and /admin/audit (admin): newest first, filtered by what staff know:
 * the action (one of AUDIT_ACTIONS), who (a staff account's id, or one of AUDIT_OTHER_ACTORS), the
 * days it happened on (the hospital's days, both ends included) and a record's reference
 * (SH-…, PR-…, CM-…, JA-…).
 */
export const auditQuerySchema = z.object({
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]], { error: "action must be one of the audit log's actions" }).optional()),
  actor: z.preprocess(
    blankToUndefined,
    z.union([z.uuid(), z.enum(Object.keys(AUDIT_OTHER_ACTORS) as [AuditOtherActor, ...AuditOtherActor[]])], { error: "actor must be a staff account's id, staff_token or visitor" }).optional(),
  ),
  from: day,
  to: day,
  reference: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim().toUpperCase()) : v),
    safeText({ max: 60, typeError: "reference must be text, such as SH-ABCD2345" }).optional(),
  ),
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1, "page starts at 1").max(1000, "page must be at most 1000").default(1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actor: z.string().describe("Who: a staff member's name (their e-mail when the account is gone), or one of AUDIT_OTHER_ACTORS' words."),
    action: z.enum(AUDIT_ACTIONS as [AuditAction, ...AuditAction[]]),
    description: z.string().describe("The action in words (AUDIT_ACTION_TEXT)."),
    entity: z.string().describe('What kind of record, in words ("Booking", "Doctor", "Short link").'),
    record: z.string().nullable().describe("The record as staff know it: a reference (SH-…, PR-…, CM-…, JA-…), a name or an address; null when it has none."),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ title: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
