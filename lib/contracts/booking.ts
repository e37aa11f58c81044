import { ROUTES } from "@/lib/routes";
import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { formatPhone } from "@/lib/format/phone";
import { DATE_YEARS_MESSAGE, inDateYears, safeText, slug } from "./common";
import { changePolicySchema, changeTierSchema } from "./change-rules";
import { moneySchema } from "./doctors";

// The booking flow's calls (docs/API.md "Booking"): phone verification, the patient, the hold,
// payment and the patient's own booking. Pure: the forms validate with the same schemas.

export const OTP_LENGTH = 6;
export const OTP_VALID_MINUTES = 5;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_SECONDS = 30;
/** The default hold while the visitor pays; a site sets its own with BOOKING_HOLD_MINUTES (config.holdMinutes). */
export const HOLD_MINUTES = 10;
/** The FAQ's rule: reschedule or cancel up to 24 hours ahead. */
export const CHANGE_DEADLINE_HOURS = 24;
/** The FAQ's promise: a booking is confirmed within 30 minutes. */
export const CONFIRMATION_MINUTES = 30;
/** The one arrival instruction: the success page, the SMS, the reminder, the calendar file and the chat's FAQ say it alike. */
export const ARRIVAL_INSTRUCTION = "Please arrive 15 to 30 minutes early (45 minutes for a first visit) with a photo ID and any earlier reports.";

const PHONE_MESSAGE = "Enter a valid mobile number, such as 98765 43210 (or +44 7700 900123 from abroad)";

/**
 * A mobile number: Indian by default ("98765 43210", "+91 98765-43210", "098765 43210"), or any
 * valid number with its country code. Answers E.164 ("+919876543210").
 */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGE })
  .trim()
  .max(24, PHONE_MESSAGE)
  .transform((value, ctx) => {
    const parsed = /^[0-9+\-\s().]{6,24}$/.test(value) ? parsePhoneNumberFromString(value, "IN") : undefined;
    const indianMobile = parsed?.country === "IN" ? /^[6-9][0-9]{9}$/.test(parsed.nationalNumber) : true;
    if (!parsed || !parsed.isValid() || !indianMobile) {
      ctx.addIssue({ code: "custom", message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return parsed.number;
  });

/** Shows only the last digits: "+91 ••••• ••210". */
export function maskPhone(e164: string): string {
  const formatted = formatPhone(e164);
  let digitsSeen = 0;
  const total = formatted.replace(/\D/g, "").length;
  const prefix = formatted.startsWith("+") ? formatted.indexOf(" ") : 0;
  return formatted
    .split("")
    .map((ch, i) => {
      if (!/\d/.test(ch)) return ch;
      digitsSeen += 1;
      return i < prefix || digitsSeen > total - 3 ? ch : "•";
    })
    .join("");
}

const uuid = (what: string) => z.string({ error: `${what} is missing` }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, `${what} is not valid`);

export const GENDERS = ["female", "male", "other"] as const;

/** Who the patient is to the person booking with their verified phone: one phone books for the family. */
export const PATIENT_RELATIONS = ["self", "child", "parent", "spouse", "other"] as const;
export type PatientRelation = (typeof PATIENT_RELATIONS)[number];
/** As the booking form offers them, as a saved patient is named to the phone's holder, and as the desk shows them. */
export const PATIENT_RELATION_TEXT: Record<PatientRelation, { choice: string; saved: string; desk: string }> = {
  self: { choice: "Myself", saved: "you", desk: "The person who booked" },
  child: { choice: "My child", saved: "your child", desk: "Child of the person who booked" },
  parent: { choice: "My parent", saved: "your parent", desk: "Parent of the person who booked" },
  spouse: { choice: "My spouse or partner", saved: "your spouse or partner", desk: "Spouse or partner of the person who booked" },
  other: { choice: "Someone else", saved: "someone else", desk: "Booked by someone else for them" },
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The booking form's reminder box: what it asks for (also the consent's wording) and what it does. */
export const REMINDER_BOX_LABEL = "Send me an SMS reminder before this appointment, with a link to confirm or cancel (optional)";
export const REMINDER_BOX_HINT =
  "It comes in time to cancel with a refund where the hospital's rules give one, and it is for this appointment only: your other bookings keep their own choice.";

/** Who the patient is: the details form's fields but the mobile number, which is the booking's verified phone. */
const patientFields = {
  name: safeText({ min: 2, max: 80, typeError: "Enter the patient's full name", label: "The patient's full name" })
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, "Use letters, spaces, dots, apostrophes and hyphens only"),
  email: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.email({ error: "Enter a valid e-mail address, such as name@example.com, or leave it empty" }).max(120).optional(),
  ),
  dateOfBirth: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string({ error: "Enter the date of birth as YYYY-MM-DD" })
      .regex(isoDate, "Enter the date of birth as YYYY-MM-DD")
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "This date does not exist")
      .refine((v) => v >= "1896-01-01" && Date.parse(`${v}T00:00:00Z`) <= Date.now(), "The date of birth cannot be in the future or more than 130 years ago")
      .optional(),
  ),
  age: z.preprocess(
    (v) => (v === "" || v === null ? undefined : typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: "Enter the age in years" }).int("Enter the age in whole years").min(0, "The age cannot be negative").max(130, "Enter an age of at most 130").optional(),
  ),
  gender: z.enum(GENDERS, { error: "Choose female, male or other" }),
  reason: safeText({ max: 500, typeError: "Describe the reason for the visit", label: "The reason for the visit" }).default(""),
  relation: z.enum(PATIENT_RELATIONS, { error: "Choose who the patient is to you" }).default("self"),
  /** The phone holder's consent to offer these details at their next booking (withdrawn on /my-data). */
  remember: z.boolean({ error: "Tick the box or leave it empty" }).default(false),
  /** An SMS reminder before this appointment, to this phone: the booking's own choice (another booking of the phone keeps its own; /my-data stops them all). */
  reminders: z.boolean({ error: "Tick the box or leave it empty" }).default(false),
  consent: z.literal(true, { error: "Please accept the privacy notice to book" }),
};

const AGE_OR_BIRTH = { path: ["age"], message: "Enter the age or the date of birth" };
const hasAgeOrBirth = (p: { dateOfBirth?: string; age?: number }) => p.dateOfBirth !== undefined || p.age !== undefined;

/**
 * The patient's details as add-patient-detail and waitlist join take them: saved under the
 * caller's verified phone (its booking token), so the number need not be sent; sent, it must be
 * that number (lib/server/booking's checkVerifiedPhone).
 */
export const patientSchema = z.object({ ...patientFields, phone: phoneSchema.optional() }).refine(hasAgeOrBirth, AGE_OR_BIRTH);

/** The patient details form (step 2): the details and the mobile number the next step verifies. */
export const patientFormSchema = z.object({ ...patientFields, phone: phoneSchema }).refine(hasAgeOrBirth, AGE_OR_BIRTH);

/** A phone offers at most this many saved patients (a family). */
export const MAX_SAVED_PATIENTS = 12;

/** POST /api/web/user/saved-patients: the patients the verified phone asked to be offered again. */
export const savedPatientSchema = z
  .object({
    patientId: z.string(),
    name: z.string(),
    relation: z.enum(PATIENT_RELATIONS),
    gender: z.enum(GENDERS),
    dateOfBirth: z.string().nullable(),
    age: z.number().int().nullable(),
    email: z.string().nullable(),
  })
  .meta({ title: "SavedPatient" });
export type SavedPatient = z.infer<typeof savedPatientSchema>;
export const forgetPatientSchema = z.object({ patientId: uuid("The saved patient") });

/** What the details form holds as typed (step 2). */
export type PatientInput = z.input<typeof patientFormSchema>;
export type PatientDetails = z.output<typeof patientSchema>;

/** An ALTCHA proof-of-work solution (base64 JSON), solved by the browser before a code is sent. */
const proofOfWork = z.string({ error: "The security check is missing: reload the page and try again" }).min(10).max(4000);

/**
 * What a code is for, named in its SMS: a booking (the default, so a body of only `phone` and
 * `pow` keeps working), joining a doctor's waitlist, or seeing one's own data on /my-data.
 */
const OTP_PURPOSES = ["booking", "waitlist", "my_data"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
const otpPurpose = z.enum(OTP_PURPOSES, { error: "The purpose must be booking, waitlist or my_data." }).default("booking");

export const sendOtpSchema = z.object({ phone: phoneSchema, pow: proofOfWork, purpose: otpPurpose });
export const resendOtpSchema = z.object({ attemptId: uuid("The attempt id"), pow: proofOfWork, purpose: otpPurpose });

/** POST /api/web/user/resend-links: the links of a phone's appointments to come, sent again to that phone (never shown here). */
export const resendLinksSchema = z.object({ phone: phoneSchema, pow: proofOfWork, website: z.string().max(200).optional() });
export const resendLinksResponseSchema = z
  .object({ sentTo: z.string().describe("The number the SMS went to, masked, whether or not it has bookings (the answer never tells).") })
  .meta({ title: "ResendLinksResponse" });
export type ResendLinksResponse = z.infer<typeof resendLinksResponseSchema>;
export const verifyOtpSchema = z.object({
  attemptId: uuid("The attempt id"),
  phone: phoneSchema,
  code: z
    .string({ error: "Enter the 6-digit code" })
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6 digits of the code we sent")),
});

export const otpChallengeResponseSchema = z
  .object({ challenge: z.custom<object>().describe("ALTCHA challenge (algorithm, challenge, salt, signature, maxnumber).") })
  .meta({ title: "OtpChallengeResponse" });
export const sendOtpResponseSchema = z
  .object({
    attemptId: z.string(),
    sentTo: z.string().describe("The masked number the code went to."),
    expiresAt: z.string(),
    resendAfter: z.string(),
  })
  .meta({ title: "SendOtpResponse" });
export type SendOtpResponse = z.infer<typeof sendOtpResponseSchema>;
export const verifyOtpResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
}).meta({ title: "VerifyOtpResponse" });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const freeSlotsSchema = z.object({
  doctor: slug,
  /** Local date "YYYY-MM-DD" to start from; today by default. */
  from: z.string().regex(isoDate, "from must be a date as YYYY-MM-DD").refine(inDateYears, `from ${DATE_YEARS_MESSAGE}`).optional(),
  days: z.number({ error: "days must be a number" }).int().min(1).max(31).default(7),
});


export const slotSchema = z.object({ start: z.string(), end: z.string() }).meta({ title: "Slot" });
export type Slot = z.infer<typeof slotSchema>;
export const freeSlotsResponseSchema = z
  .object({
    doctor: z.object({ _id: z.string(), username: z.string(), fullName: z.string(), consultationFee: moneySchema }),
    timeZone: z.string(),
    slots: z.array(slotSchema),
    opdDays: z.array(z.string()).describe("The window's local dates (YYYY-MM-DD) on which the doctor holds an OPD: one without free slots is full, any other date has no OPD."),
    dayStates: z
      .record(z.string(), z.enum(["free", "full", "over", "later"]))
      .describe(
        'What each OPD day of the window holds now: "free"; "full" (slots still to come, all taken: the waitlist is offered for these only); "over" (no slot left to book today: passed or too soon); "later" (beyond the doctor\'s booking horizon).',
      ),
    nextAfter: slotSchema.nullable().describe("The first free slot after the window, so the picker can jump to it."),
    changeTiers: z.array(changeTierSchema).describe("The hospital's refund and change rules, stated on the booking step before a slot is held."),
  })
  .meta({ title: "FreeSlotsResponse" });
export type FreeSlotsResponse = z.infer<typeof freeSlotsResponseSchema>;

/** POST /api/web/user/add-patient-detail: the saved patient, for add-booking-detail's `patientId`. */
export const addPatientResponseSchema = z.object({ patientId: z.string() }).meta({ title: "AddPatientResponse" });

const slotStart = z.iso.datetime({ offset: true, error: "Choose a time slot" }).refine(inDateYears, "Choose a time slot");

export const addBookingSchema = z.object({
  doctor: slug,
  slotStart,
  /** The speciality the visitor chose the doctor under (optional). */
  specialityId: uuid("The speciality").optional(),
  /** The patient, saved by add-patient-detail under the same verified phone. */
  patientId: uuid("The patient"),
  /** The reason for the visit: it belongs to this visit, not to the patient. */
  reason: safeText({ max: 500, typeError: "Describe the reason for the visit", label: "The reason for the visit" }).optional(),
  /** This phone's earlier hold that the new one releases (the visitor went back and chose another slot). */
  replaces: uuid("The earlier hold").optional(),
  /** The reminder box of this booking (left out: no reminder). */
  reminders: z.boolean({ error: "Tick the box or leave it empty" }).optional(),
});

export const bookingViewSchema = z
  .object({
    _id: z.string(),
    reference: z.string(),
    status: z.enum(["held", "expired", "requested", "confirmed", "cancelled", "attended", "no_show"]),
    doctor: z.object({ username: z.string(), fullName: z.string(), designation: z.string() }),
    speciality: z.string().nullable(),
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
    fee: moneySchema,
    patient: z.object({ name: z.string(), phone: z.string() }),
    holdExpiresAt: z.string().nullable(),
    changeRules: changePolicySchema
      .nullable()
      .describe("The hospital's refund and change rules as they apply to it now and next (lib/contracts/change-rules.ts); null once it has started or is no longer active."),
    canChange: z.boolean().describe("The patient may move it now (the rules' tier allows it)."),
    canCancel: z.boolean().describe("The patient may cancel it now (paid or waiting, not yet started); the tier says the refund."),
    patientConfirmedAt: z.string().nullable().describe("When the patient confirmed, by the reminder's link, that they will come."),
    paid: z.boolean(),
    refundDue: moneySchema.nullable(),
    orderId: z.string().nullable().describe("The order to pay, when one was created."),
  })
  .meta({ title: "BookingView" });
export type BookingView = z.infer<typeof bookingViewSchema>;

export const orderIdSchema = z.object({
  orderId: z.string({ error: "The order id is missing" }).regex(/^order_[A-Za-z0-9]{6,40}$/, "The order id is not valid"),
});
export const createOrderSchema = z.object({ bookingId: uuid("The booking") });

export const createOrderResponseSchema = z.object({ orderId: z.string() }).meta({ title: "CreateOrderResponse" });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;
export const orderInfoSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(["created", "paid", "failed"]),
    gateway: z.enum(["sandbox", "razorpay"]),
    keyId: z.string().describe('What the browser\'s checkout needs (Razorpay\'s key id; "sandbox").'),
    amount: moneySchema,
    booking: bookingViewSchema,
    failureReason: z.string().nullable(),
    manageLink: z
      .string()
      .nullable()
      .describe(`Once paid, for a live booking: the address of the patient's own booking page (${ROUTES.myBooking}#<signed link>), as the confirmation SMS has it.`),
  })
  .meta({ title: "OrderInfo" });
export type OrderInfo = z.infer<typeof orderInfoSchema>;
export const orderAmountSchema = z.object({ orderId: z.string(), amount: z.number().int(), currency: z.string() }).meta({ title: "OrderAmount" });
export type OrderAmount = z.infer<typeof orderAmountSchema>;

/** Checkout's result, exactly as Razorpay's handler gives it (and the sandbox imitates). */
export const paymentSuccessSchema = z.object({
  razorpay_order_id: orderIdSchema.shape.orderId,
  razorpay_payment_id: z.string({ error: "The payment id is missing" }).regex(/^pay_[A-Za-z0-9]{6,40}$/, "The payment id is not valid"),
  razorpay_signature: z.string({ error: "The signature is missing" }).regex(/^[0-9a-f]{64}$/i, "The signature is not valid"),
});

export const sandboxPaySchema = z.object({
  orderId: orderIdSchema.shape.orderId,
  outcome: z.enum(["success", "failure"], { error: "outcome must be success or failure" }),
});

/**
 * POST /api/web/payment/sandbox-pay: what Razorpay's Checkout hands the page, imitated: the
 * signed triple web/payment/success takes, or the error with the order and payment ids.
 */
export const sandboxResultSchema = z
  .discriminatedUnion("outcome", [
    paymentSuccessSchema.extend({ outcome: z.literal("success") }),
    z.object({
      outcome: z.literal("failure"),
      error: z.object({ code: z.string(), description: z.string(), metadata: z.object({ order_id: z.string(), payment_id: z.string() }) }),
    }),
  ])
  .meta({ title: "SandboxResult" });

/** The signed link of a booking (the part after # in the link of the confirmation). */
const LINK_INVALID = "This booking link is not complete or not valid. Open it again from your SMS or e-mail, or call the hospital.";
const linkToken = z.string({ error: "The booking link is missing. Open it again from your SMS or e-mail." }).min(20, LINK_INVALID).max(2000, LINK_INVALID).regex(/^[A-Za-z0-9_.-]+$/, LINK_INVALID);
export const bookingLinkSchema = z.object({ link: linkToken });
export const rescheduleSchema = z.object({ link: linkToken, slotStart });

export const managedBookingSchema = bookingViewSchema
  .extend({ refundIfCancelled: moneySchema.nullable().describe("What cancelling now refunds.") })
  .meta({ title: "ManagedBooking" });
export type ManagedBooking = z.infer<typeof managedBookingSchema>;
