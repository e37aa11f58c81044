import { z } from "zod";
import { PATIENT_RELATIONS, slotSchema } from "./booking";
import { blankToUndefined, DATE_YEARS_MESSAGE, inDateYears, isSafeText, safeText, UNSAFE_TEXT_MESSAGE } from "./common";
import { parseDateInput } from "@/lib/format/date-input";

/** The console's roles: admin (everything, staff accounts too), editor (content), front desk (bookings and the inbox). */
export const STAFF_ROLES = ["admin", "editor", "front_desk"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_TEXT: Record<StaffRole, string> = { admin: "Administrator", editor: "Editor", front_desk: "Front desk" };

/** Whether a member of staff with `role` may use what is open to `roles`: an admin may use everything. */
export const roleMayUse = (role: StaffRole, roles: readonly StaffRole[]): boolean => role === "admin" || roles.includes(role);

/**
 * Who among the staff sees patients' details (names, phone numbers, reasons for a visit): the
 * front desk, who call and receive patients, and administrators. Every console read that shows
 * them goes through lib/server/staff/patient-reads.ts, which asks this and audits the read;
 * others (editors marking leave) see the bookings without their patients.
 */
const PATIENT_DETAILS_ROLES = ["front_desk"] as const satisfies readonly StaffRole[];
export const mayReadPatientDetails = (role: StaffRole): boolean => roleMayUse(role, PATIENT_DETAILS_ROLES);

/** Staff passwords: long enough to resist guessing (ASVS 6.2.1: at least 12), at most 128. */
export const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;

const staffEmail = z
  .email({ error: "Enter a valid e-mail address, such as name@hospital.example" })
  .max(120, "Enter an e-mail address of at most 120 characters")
  .transform((e) => e.trim().toLowerCase());

/** A password as typed: not trimmed (spaces count), no control characters. */
const password = (what: string) =>
  z
    .string({ error: `Enter ${what}` })
    .min(1, `Enter ${what}`)
    .max(PASSWORD_MAX, `A password has at most ${PASSWORD_MAX} characters`)
    .refine(isSafeText, UNSAFE_TEXT_MESSAGE);

/** POST /api/admin/auth/login */
export const signInSchema = z.object({ email: staffEmail, password: password("your password") });

/** POST /api/admin/auth/password: the current password, and the new one (checked on the server against common passwords). */
export const passwordChangeSchema = z.object({ current: password("your current password"), next: password("a new password") });

/** POST /api/admin/auth/forgot-password: the account's e-mail (the answer is the same whether it has one). */
export const forgotPasswordSchema = z.object({ email: staffEmail });

/** POST /api/admin/auth/reset-password: the e-mailed link's token (from after `#`) and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: "The link is incomplete: open it again from the e-mail" }).regex(/^[A-Za-z0-9_.-]{20,1000}$/, "The link is incomplete: open it again from the e-mail"),
  password: password("a new password"),
});

/** POST /api/admin/staff/create (admin) */
export const staffCreateSchema = z.object({
  email: staffEmail,
  name: safeText({ min: 2, max: 80, typeError: "Enter the person's name", label: "The person's name" }),
  role: z.enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(", ")}` }),
  password: password("a first password"),
});

/** POST /api/admin/staff/disable and /enable (admin) */
export const staffIdSchema = z.object({ id: z.uuid({ error: "must be a staff account's id" }) });

/** The signed-in person, as the console shows them. */
export const staffMeSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) }).meta({ title: "StaffMe" });
export type StaffMe = z.infer<typeof staffMeSchema>;

export const staffAccountSchema = staffMeSchema
  .extend({ disabled: z.boolean(), lastSignInAt: z.string().nullable(), createdAt: z.string() })
  .meta({ title: "StaffAccount" });
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** POST /api/admin/auth/sessions/end: one of one's own sessions, by its id (never its token). */
export const sessionIdSchema = z.object({ id: z.uuid({ error: "must be a session's id" }) });

/** One of the signed-in person's console sessions, as their sessions page lists it: nothing of its token. */
export const staffSessionViewSchema = z
  .object({
    id: z.string().describe("The session's opaque id (what ending it takes; not its token)."),
    device: z.string().describe('The browser and system its sign-in said, in short ("Firefox on Linux"; "Unknown browser").'),
    network: z.string().nullable().describe('The network it was last used from: an IPv4 /24 ("203.0.113.x") or an IPv6 /48; null when not recorded. No place name: the site has no address-to-place database.'),
    signedInAt: z.string(),
    lastUsedAt: z.string().describe("Its last request, written at most once a minute."),
    current: z.boolean().describe("The session of this request."),
  })
  .meta({ title: "StaffSessionView" });
export type StaffSessionView = z.infer<typeof staffSessionViewSchema>;

/** POST /api/admin/auth/sessions/end: the session ended, and whether it was the caller's own (then they are signed out). */
export const sessionEndedSchema = z.object({ id: z.string(), current: z.boolean() }).meta({ title: "SessionEnded" });

/** POST /api/admin/staff/sessions/end (admin): the account whose sessions ended, and how many. */
export const staffSessionsEndedSchema = z.object({ id: z.string(), ended: z.number() }).meta({ title: "StaffSessionsEnded" });

const page = z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1, "page starts at 1").max(1000, "page must be at most 1000").default(1);

export const MESSAGE_STATUSES = ["new", "handled"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** POST /api/admin/inbox/messages (front desk): newest first, by state. */
export const messagesQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(MESSAGE_STATUSES, { error: "status must be new or handled" }).optional()),
  page,
});

/** POST /api/admin/inbox/messages/status (front desk) */
export const messageStatusSchema = z.object({ id: z.uuid({ error: "must be a message's id" }), status: z.enum(MESSAGE_STATUSES, { error: "status must be new or handled" }) });

export const APPLICATION_STATUSES = ["new", "shortlisted", "rejected", "hired"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_TEXT: Record<ApplicationStatus, string> = { new: "New", shortlisted: "Shortlisted", rejected: "Not taken forward", hired: "Hired" };

/** POST /api/admin/inbox/applications (front desk): newest first, by state. */
export const applicationsQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(APPLICATION_STATUSES, { error: `status must be one of: ${APPLICATION_STATUSES.join(", ")}` }).optional()),
  page,
});

/** POST /api/admin/inbox/applications/status (front desk) */
export const applicationStatusSchema = z.object({
  id: z.uuid({ error: "must be an application's id" }),
  status: z.enum(APPLICATION_STATUSES, { error: `status must be one of: ${APPLICATION_STATUSES.join(", ")}` }),
});

/** POST /api/admin/inbox/messages/status and /applications/status: the record's state as saved, one of `statuses`. */
export const inboxStatusChangeSchema = <const S extends readonly [MessageStatus, ...MessageStatus[]] | readonly [ApplicationStatus, ...ApplicationStatus[]]>(statuses: S) =>
  z.object({ id: z.string(), status: z.enum(statuses) }).meta({ title: `InboxStatusChange<${statuses.join(" | ")}>` });

export const inboxMessageSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    status: z.enum(MESSAGE_STATUSES),
    createdAt: z.string(),
  })
  .meta({ title: "InboxMessage" });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxApplicationSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    opening: z.object({ title: z.string(), url: z.string() }),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    experienceYears: z.number(),
    coverNote: z.string(),
    resume: z.object({ name: z.string(), type: z.string(), bytes: z.number() }),
    status: z.enum(APPLICATION_STATUSES),
    createdAt: z.string(),
  })
  .meta({ title: "InboxApplication" });
export type InboxApplication = z.infer<typeof inboxApplicationSchema>;

const isoDay = z.preprocess(blankToUndefined, z.iso.date({ error: "must be a date such as 2026-12-01" }).optional());

export const DESK_STATUSES = ["requested", "confirmed", "cancelled", "attended", "no_show"] as const;
export type DeskStatus = (typeof DESK_STATUSES)[number];
export const DESK_STATUS_TEXT: Record<DeskStatus, string> = { requested: "Waiting for confirmation", confirmed: "Confirmed", cancelled: "Cancelled", attended: "Attended", no_show: "Did not come" };

/** The bookings desk's filters (front desk): appointment days (hospital's zone, both ends included), doctor, speciality, state. */
export const deskQuerySchema = z.object({
  from: isoDay,
  to: isoDay,
  doctor: z.preprocess(blankToUndefined, safeText({ max: 120, typeError: "doctor must be a doctor's username" }).optional()),
  speciality: z.preprocess(blankToUndefined, safeText({ max: 120, typeError: "speciality must be a speciality's slug" }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(DESK_STATUSES, { error: `status must be one of: ${DESK_STATUSES.join(", ")}` }).optional()),
  page,
});
export type DeskQuery = z.output<typeof deskQuerySchema>;

/** A day as the console's date field sends it ("1 Dec 2026", lib/format/date-input) or as ISO: what a page's filter reads. */
const typedDay = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const read = parseDateInput(v);
  return read.ok ? (read.value ?? undefined) : v;
}, z.iso.date({ error: "must be a date such as 1 Dec 2026" }).optional());

/** The bookings desk page's filters, from its address: the API's, with days as the date field types them. */
export const deskPageQuerySchema = deskQuerySchema.extend({ from: typedDay, to: typedDay });

export const deskIdSchema = z.object({ id: z.uuid({ error: "must be a booking's id" }) });

/** What the desk's confirm and attendance calls answer: the booking and its state after the change, one of `statuses`. */
export const deskBookingChangeSchema = <const S extends readonly [DeskStatus, ...DeskStatus[]]>(statuses: S) =>
  z.object({ id: z.string(), status: z.enum(statuses) }).meta({ title: `DeskBookingChange<${statuses.join(" | ")}>` });
/** POST /api/admin/bookings/cancel: cancelled, and the refund asked of the gateway (minor units), if anything was paid. */
export const deskCancelResultSchema = z.object({ id: z.string(), status: z.literal("cancelled"), refundDue: z.number().nullable() }).meta({ title: "DeskCancelResult" });
/** POST /api/admin/bookings/move: the booking's new slot. */
export const deskMoveResultSchema = slotSchema.extend({ id: z.string() }).meta({ title: "DeskMoveResult" });
export const deskAttendanceSchema = deskIdSchema.extend({ status: z.enum(["attended", "no_show"], { error: "status must be attended or no_show" }) });

/** POST /api/admin/bookings/move (front desk): a waiting or confirmed booking, not yet started, to a free slot of its doctor. */
export const deskMoveSchema = deskIdSchema.extend({
  slotStart: z.iso
    .datetime({ offset: true, error: "slotStart must be a slot's start time, such as 2026-12-03T05:30:00Z" })
    .refine(inDateYears, `slotStart ${DATE_YEARS_MESSAGE}`),
});

/** POST /api/admin/bookings/slots (front desk): the free slots a booking can move to, `days` local days from `from` (today by default). */
export const deskSlotsSchema = deskIdSchema.extend({
  from: isoDay,
  days: z.number({ error: "days must be a number" }).int("days must be a whole number").min(1, "days must be 1 to 31").max(31, "days must be 1 to 31").default(7),
});
export type DeskSlotsQuery = z.output<typeof deskSlotsSchema>;

export const deskBookingSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    start: z.string(),
    end: z.string(),
    doctor: z.object({ username: z.string(), fullName: z.string() }),
    speciality: z.string().nullable(),
    patient: z
      .object({ name: z.string(), phone: z.string(), relation: z.enum(PATIENT_RELATIONS) })
      .describe("The patient, and who they are to the person who booked with the verified phone."),
    bookedBy: z.string().nullable().describe("The name of the person who booked for someone else (the phone's own patient), when known."),
    patientConfirmedAt: z.string().nullable().describe("When the patient confirmed by the reminder's link that they will come."),
    reason: z.string(),
    status: z.enum(DESK_STATUSES),
    fee: z.number(),
    refundDue: z.number().nullable(),
    waitingMinutes: z.number().nullable().describe("For a booking waiting for confirmation: minutes since it was paid."),
  })
  .meta({ title: "DeskBooking" });
export type DeskBooking = z.infer<typeof deskBookingSchema>;

/** A captured payment the desk must see (POST /api/admin/bookings/payments): a refund not yet done, or a disagreement with the gateway. */
export const unsettledPaymentSchema = z
  .object({
    paymentId: z.string(),
    orderId: z.string(),
    reference: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.enum(["refund_due", "review"]),
    reason: z.enum(["duplicate", "slot_lost", "cancelled"]).nullable(),
    refundAmount: z.number().nullable(),
    refundAttempts: z.number(),
    note: z.string().nullable(),
    since: z.string(),
  })
  .meta({ title: "UnsettledPayment" });
export type UnsettledPayment = z.infer<typeof unsettledPaymentSchema>;

/** POST /api/admin/bookings/payments/refund (front desk): ask the gateway again for one payment's refund. */
export const paymentIdSchema = z.object({
  paymentId: z
    .string({ error: (issue) => (issue.input === undefined ? "The payment id is missing" : "The payment id must be text, such as pay_Q1w2e3r4") })
    .regex(/^pay_[A-Za-z0-9]{6,40}$/, "The payment id is not valid"),
});

/** POST /api/admin/bookings/payments/settle (front desk): a payment under review, settled at the gateway, with what was done. */
export const settlePaymentSchema = paymentIdSchema.extend({
  note: safeText({ min: 5, max: 300, label: "What was done at the gateway", typeError: "What was done at the gateway must be text." }),
});

/** POST /api/admin/bookings/payments/refund and /settle: the payment's state after the call, one of `statuses`. */
export const paymentSettlementSchema = <const S extends readonly ["refunded" | "refund_due" | "settled", ...("refunded" | "refund_due" | "settled")[]]>(statuses: S) =>
  z.object({ paymentId: z.string(), status: z.enum(statuses) }).meta({ title: `PaymentSettlement<${statuses.join(" | ")}>` });

export const UNSETTLED_REASON_TEXT: Record<NonNullable<UnsettledPayment["reason"]>, string> = {
  duplicate: "a second payment of one order",
  slot_lost: "paid after the slot was released",
  cancelled: "booking cancelled",
};

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "cancelled", "expired"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const OUTBOX_STATUS_TEXT: Record<OutboxStatus, string> = { pending: "Waiting to be sent", sent: "Sent", failed: "Failed", cancelled: "Cancelled", expired: "Expired unsent" };

/** POST /api/admin/outbox/list (front desk): newest first, by state and channel. */
export const outboxQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(OUTBOX_STATUSES, { error: `status must be one of: ${OUTBOX_STATUSES.join(", ")}` }).optional()),
  channel: z.preprocess(blankToUndefined, z.enum(["sms", "email", "webhook"], { error: "channel must be sms, email or webhook" }).optional()),
  page,
});

export const outboxIdSchema = z.object({ id: z.uuid({ error: "must be a message's id" }) });

/** POST /api/admin/outbox/retry: the message waits to be sent again. */
export const outboxRetryResultSchema = z.object({ id: z.string(), status: z.literal("pending") }).meta({ title: "OutboxRetryResult" });

export const outboxEntrySchema = z
  .object({
    id: z.string(),
    channel: z.enum(["sms", "email", "webhook"]),
    kind: z.string(),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string().describe("The text as sent; a one-time code's text is never shown."),
    status: z.enum(OUTBOX_STATUSES),
    attempts: z.number(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    sendAfter: z.string(),
  })
  .meta({ title: "OutboxEntry" });
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The console's overview (/admin) for the front desk: the day at a glance; each figure links to its filtered list. */
/** The work waiting behind each console section, by the section's address (the menu shows it). */
export type ConsoleWaiting = Partial<Record<string, number>>;

export interface DayAtAGlance {
  /** The hospital's local date ("YYYY-MM-DD"). */
  today: string;
  /** Paid bookings waiting for the hospital's confirmation, and how long the oldest has waited. */
  waiting: { count: number; oldestMinutes: number | null };
  /** Today's and tomorrow's appointments (waiting, confirmed or seen) by doctor, most first. */
  appointments: { day: string; doctors: { username: string; fullName: string; count: number }[] }[];
  newMessages: number;
  newApplications: number;
  unsettledPayments: number;
  failedMessages: number;
  /** Appointments per local day, from 30 days ago to 14 days ahead. */
  perDay: { day: string; count: number }[];
}
