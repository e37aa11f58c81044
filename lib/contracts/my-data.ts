import { z } from "zod";
import { blankToUndefined, safeText } from "./common";
import type { Money } from "./doctors";

// "My data" (docs/API.md "My data"): a person sees, exports, corrects and erases what the
// hospital holds against their verified phone, and withdraws consents (DPDP Act 2023 and
// Rules 2025). Pure: the page's forms validate with the same schemas.

/** The promise of the privacy notice: every request is answered within 90 days. */
export const PRIVACY_ANSWER_DAYS = 90;

export const CONSENT_PURPOSE_TEXT = {
  privacy_notice: "The privacy notice, agreed to when booking",
  reminders: "SMS reminders before your appointments (chosen for each booking)",
  remember_details: "Remembering the patient's details for the next booking",
} as const;
type ConsentPurposeName = keyof typeof CONSENT_PURPOSE_TEXT;

/** What a person may withdraw from /my-data (the privacy notice is withdrawn by erasure). */
const WITHDRAWABLE_PURPOSES = ["reminders", "remember_details"] as const;

export const withdrawConsentSchema = z.object({
  purpose: z.enum(WITHDRAWABLE_PURPOSES, { error: `Choose what to withdraw: ${WITHDRAWABLE_PURPOSES.join(" or ")}` }),
});

export const CORRECTION_MAX = 1000;
/**
 * A phone has one open request of a kind; another is added to it, up to this many characters
 * of words in all (four corrections' worth). Beyond it the request is answered first.
 */
export const OPEN_REQUEST_DETAILS_MAX = 4000;
export const correctionSchema = z.object({
  details: safeText({ min: 10, max: CORRECTION_MAX, typeError: "Write what should be corrected", label: "What should be corrected" }),
});

/** An erasure is asked for on purpose: the page's checkbox. */
export const eraseSchema = z.object({
  confirm: z.literal(true, { error: "Tick the box to confirm that you want your data erased" }),
});

export interface ConsentRecord {
  purpose: ConsentPurposeName;
  what: string;
  version: string;
  givenAt: string;
  withdrawnAt: string | null;
}

export interface PatientRecord {
  name: string;
  email: string | null;
  dateOfBirth: string | null;
  age: number | null;
  gender: string;
  createdAt: string;
}

interface PaymentRecord {
  orderId: string;
  status: string;
  amount: Money;
  paidAt: string | null;
  refunds: { paymentId: string; status: string; amount: Money | null }[];
}

export interface BookingRecord {
  reference: string;
  status: string;
  doctor: string;
  start: string;
  reason: string;
  fee: Money;
  refundDue: Money | null;
  patientName: string;
  payments: PaymentRecord[];
}

export interface MessageRecord {
  channel: string;
  kind: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  createdAt: string;
}

/**
 * A contact message or a job application sent through a form with this number. The form did not
 * verify the number, so what the sender wrote (their name, address, message, cover note) is not
 * shown here: the record is named by its reference, which the hospital answers for in full.
 */
export interface ContactRecord {
  reference: string;
  subject: string;
  createdAt: string;
}

export interface ApplicationRecord {
  reference: string;
  opening: string;
  status: string;
  createdAt: string;
}

export interface RequestRecord {
  reference: string;
  kind: string;
  state: "open" | "closed";
  createdAt: string;
  dueAt: string;
  note: string | null;
}

/** POST /api/web/my-data/get: everything held against the verified phone. */
export interface MyData {
  reference: string;
  phone: string;
  patients: PatientRecord[];
  bookings: BookingRecord[];
  messages: MessageRecord[];
  contactMessages: ContactRecord[];
  applications: ApplicationRecord[];
  consents: ConsentRecord[];
  /** The phone's waitlist entries (a doctor and days) with the offers sent for them. */
  waitlist: WaitlistRecord[];
  requests: RequestRecord[];
}

export interface WaitlistRecord {
  id: string;
  /** The doctor's username. */
  doctor: string;
  from: string;
  to: string;
  status: string;
  /** The patient's details given on joining (what a claim books with). */
  patient: Record<string, unknown> | null;
  joinedAt: string;
  updatedAt: string;
  offers: { id: string; status: string; slotStart: string; slotEnd: string; sentAt: string; expiresAt: string; closedAt: string | null }[];
}

const keptRecordSchema = z
  .object({ what: z.string(), until: z.string().describe("YYYY-MM-DD: the retention job deletes it on that day."), why: z.string() })
  .meta({ title: "KeptRecord" });
export type KeptRecord = z.infer<typeof keptRecordSchema>;

/** 202 of POST /api/web/my-data/erase. */
export const erasureResultSchema = z.object({ reference: z.string(), erased: z.array(z.string()), kept: z.array(keptRecordSchema) }).meta({ title: "ErasureResult" });
export type ErasureResult = z.infer<typeof erasureResultSchema>;

export const privacyRequestAnswerSchema = z
  .object({
    reference: z.string(),
    dueAt: z.string(),
    added: z.boolean().optional().describe("A request that stays open (a correction): true when it was added to the phone's one still open (its reference and due date)."),
  })
  .meta({ title: "PrivacyRequestAnswer" });
export type PrivacyRequestAnswer = z.infer<typeof privacyRequestAnswerSchema>;

// ---- The console (admin)

export const privacyListSchema = z.object({
  state: z.preprocess(blankToUndefined, z.enum(["open", "closed"], { error: "state must be open or closed" }).default("open")),
  page: z.coerce.number({ error: "page must be a whole number" }).int("page must be a whole number").min(1, "page starts at 1").max(1000, "page must be at most 1000").default(1),
});

export const privacyCloseSchema = z.object({
  id: z.uuid({ error: "must be a request's id" }),
  note: safeText({ min: 5, max: 500, typeError: "Write what was done", label: "The note" }),
});

export interface ConsolePrivacyRequest {
  id: string;
  reference: string;
  kind: string;
  state: "open" | "closed";
  details: string | null;
  createdAt: string;
  dueAt: string;
  /** Days left of the 90 (negative once overdue); null once closed. */
  daysLeft: number | null;
  closedAt: string | null;
  closedBy: string | null;
  note: string | null;
}

/** 200 of POST /api/admin/privacy/close. */
export interface PrivacyRequestClosed {
  id: string;
  reference: string;
}
