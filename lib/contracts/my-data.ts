import { z } from "zod";
import { blankToUndefined, safeText } from "./common";
import { moneySchema } from "./doctors";

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

const consentRecordSchema = z
  .object({ purpose: z.enum(Object.keys(CONSENT_PURPOSE_TEXT) as [ConsentPurposeName, ...ConsentPurposeName[]]), what: z.string(), version: z.string(), givenAt: z.string(), withdrawnAt: z.string().nullable() })
  .meta({ title: "ConsentRecord" });
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

const patientRecordSchema = z
  .object({ name: z.string(), email: z.string().nullable(), dateOfBirth: z.string().nullable(), age: z.number().nullable(), gender: z.string(), createdAt: z.string() })
  .meta({ title: "PatientRecord" });
export type PatientRecord = z.infer<typeof patientRecordSchema>;

const paymentRecordSchema = z
  .object({
    orderId: z.string(),
    status: z.string(),
    amount: moneySchema,
    paidAt: z.string().nullable(),
    refunds: z.array(z.object({ paymentId: z.string(), status: z.string(), amount: moneySchema.nullable() })),
  })
  .meta({ title: "PaymentRecord" });

const bookingRecordSchema = z
  .object({
    reference: z.string(),
    status: z.string(),
    doctor: z.string(),
    start: z.string(),
    reason: z.string(),
    fee: moneySchema,
    refundDue: moneySchema.nullable(),
    patientName: z.string(),
    payments: z.array(paymentRecordSchema),
  })
  .meta({ title: "BookingRecord" });
export type BookingRecord = z.infer<typeof bookingRecordSchema>;

const messageRecordSchema = z
  .object({ channel: z.string(), kind: z.string(), recipient: z.string(), subject: z.string().nullable(), body: z.string(), status: z.string(), createdAt: z.string() })
  .meta({ title: "MessageRecord" });
export type MessageRecord = z.infer<typeof messageRecordSchema>;

/**
 * A contact message or a job application sent through a form with this number. The form did not
 * verify the number, so what the sender wrote (their name, address, message, cover note) is not
 * shown here: the record is named by its reference, which the hospital answers for in full.
 */
const contactRecordSchema = z.object({ reference: z.string(), subject: z.string(), createdAt: z.string() }).meta({ title: "ContactRecord" });
export type ContactRecord = z.infer<typeof contactRecordSchema>;

const applicationRecordSchema = z
  .object({ reference: z.string(), opening: z.string(), status: z.string(), createdAt: z.string() })
  .meta({ title: "ApplicationRecord" });
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;

const requestRecordSchema = z
  .object({ reference: z.string(), kind: z.string(), state: z.enum(["open", "closed"]), createdAt: z.string(), dueAt: z.string(), note: z.string().nullable() })
  .meta({ title: "RequestRecord" });
export type RequestRecord = z.infer<typeof requestRecordSchema>;

const waitlistRecordSchema = z
  .object({
    id: z.string(),
    doctor: z.string().describe("The doctor's username."),
    from: z.string(),
    to: z.string(),
    status: z.string(),
    patient: z.record(z.string(), z.unknown()).nullable().describe("The patient's details given on joining (what a claim books with)."),
    joinedAt: z.string(),
    updatedAt: z.string(),
    offers: z.array(
      z.object({ id: z.string(), status: z.string(), slotStart: z.string(), slotEnd: z.string(), sentAt: z.string(), expiresAt: z.string(), closedAt: z.string().nullable() }),
    ),
  })
  .meta({ title: "WaitlistRecord" });
export type WaitlistRecord = z.infer<typeof waitlistRecordSchema>;

/** POST /api/web/my-data/get: everything held against the verified phone. */
export const myDataSchema = z
  .object({
    reference: z.string(),
    phone: z.string(),
    patients: z.array(patientRecordSchema),
    bookings: z.array(bookingRecordSchema),
    messages: z.array(messageRecordSchema),
    contactMessages: z.array(contactRecordSchema),
    applications: z.array(applicationRecordSchema),
    consents: z.array(consentRecordSchema),
    waitlist: z.array(waitlistRecordSchema).describe("The phone's waitlist entries (a doctor and days) with the offers sent for them."),
    requests: z.array(requestRecordSchema),
  })
  .meta({ title: "MyData" });
export type MyData = z.infer<typeof myDataSchema>;

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

export const consolePrivacyRequestSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    kind: z.string(),
    state: z.enum(["open", "closed"]),
    details: z.string().nullable(),
    createdAt: z.string(),
    dueAt: z.string(),
    daysLeft: z.number().nullable().describe("Days left of the 90 (negative once overdue); null once closed."),
    closedAt: z.string().nullable(),
    closedBy: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ title: "ConsolePrivacyRequest" });
export type ConsolePrivacyRequest = z.infer<typeof consolePrivacyRequestSchema>;

/** 200 of POST /api/admin/privacy/close. */
export const privacyRequestClosedSchema = z.object({ id: z.string(), reference: z.string() }).meta({ title: "PrivacyRequestClosed" });
export type PrivacyRequestClosed = z.infer<typeof privacyRequestClosedSchema>;
