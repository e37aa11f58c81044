import { ROUTES } from "@/lib/routes";
import { z } from "zod";
import { defineCall } from "./declare";
import { addBookingSchema, addPatientResponseSchema, bookingViewSchema, createOrderResponseSchema, createOrderSchema, forgetPatientSchema, freeSlotsResponseSchema, freeSlotsSchema, orderAmountSchema, orderIdSchema, orderInfoSchema, otpChallengeResponseSchema, patientSchema, paymentSuccessSchema, resendOtpSchema, sandboxPaySchema, sandboxResultSchema, savedPatientSchema, sendOtpResponseSchema, sendOtpSchema, verifyOtpResponseSchema, verifyOtpSchema } from "@/lib/contracts/booking";

// Phone verification, the hold and its payment (docs/API.md "Booking").

/** The webhook's answer: what became of the event. */
const paymentWebhookAnswerSchema = z.object({ outcome: z.enum(["applied", "duplicate", "ignored"]) }).meta({ title: "PaymentWebhookAnswer" });
/** The patients a verified phone books for, offered again with its consent. */
const savedPatientsSchema = z.object({ patients: z.array(savedPatientSchema) }).meta({ title: "SavedPatients" });
const forgottenPatientSchema = z.object({ patientId: z.string() }).meta({ title: "ForgottenPatient" });

export const getOtpChallengeCall = defineCall({
  group: "booking",
  method: "POST",
  path: "misc/otp-challenge",
  access: "public",
  limited: true,
  output: otpChallengeResponseSchema,
  summary: "a proof-of-work challenge the browser solves before /misc/send-otp or /misc/resend-otp; its work grows with the address's codes in the last hour",
  answer: "`{ challenge }`: an ALTCHA proof-of-work challenge (SHA-256), valid 10 minutes; its work doubles every 15 codes the client address asked for in the last hour (its signed `parameters.data.level`, 0 to 3)",
});

export const resendOtpCall = defineCall({
  group: "booking",
  method: "POST",
  path: "misc/resend-otp",
  access: "public",
  body: resendOtpSchema,
  output: sendOtpResponseSchema,
  summary: "a new code for the same attempt, 30 seconds after the last one (the earlier code stops working once the new one is sent); 503 otp_not_sent when the SMS gateway fails",
  request: "`{ attemptId, pow, purpose? }`",
  answer: "as send-otp (the earlier code keeps working if the new one cannot be sent); 429 before 30 s",
  reasons: ["otp_not_sent"],
});

export const sendOtpCall = defineCall({
  group: "booking",
  method: "POST",
  path: "misc/send-otp",
  access: "public",
  body: sendOtpSchema,
  output: sendOtpResponseSchema,
  summary: "sends a 6-digit code to a mobile number at once (proof of work, per-phone, per-address and site-wide limits); `purpose` (booking by default, waitlist, my_data) names in the SMS what the code is for; 503 otp_not_sent when the SMS gateway fails",
  request: "`{ phone, pow, purpose? }` (`pow`: base64 JSON `{ challenge, solution }`; `purpose`: `booking` (default), `waitlist` or `my_data`, named in the SMS)",
  answer: "`{ attemptId, sentTo` (masked)`, expiresAt, resendAfter }` once the SMS gateway has taken the code (at most 5 s); 503 `otp_not_sent` with the front desk's number when the gateway refuses it or does not answer (the code is void and not counted against any limit); 400 `pow_failed` for a challenge of a lower level than the address's now (fetch a new one); 429 `rate_limited` past 5 codes a phone, 60 an address, or the site's hourly ceiling",
  reasons: ["otp_not_sent", "pow_failed", "rate_limited"],
});

export const verifyOtpCall = defineCall({
  group: "booking",
  method: "POST",
  path: "misc/verify-otp",
  access: "public",
  body: verifyOtpSchema,
  output: verifyOtpResponseSchema,
  summary: "checks the code; answers the booking token (kept in localStorage `token`)",
  request: "`{ attemptId, phone, code }`",
  answer: "`{ token, expiresAt }`; a wrong code is a 400 (`otp_wrong`, tries left in the message)",
  reasons: ["otp_wrong"],
});

export const getFreeSlotsCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/doctor/free-slots",
  access: "public",
  body: freeSlotsSchema,
  output: freeSlotsResponseSchema,
  summary: "a doctor's free appointment slots over some days (never cached: holds change them)",
  request: "`{ doctor` (username)`, from?` (YYYY-MM-DD)`, days?` (1–31, 7)` }`",
  answer: "`{ doctor, timeZone, slots: [{ start, end }], opdDays, nextAfter, changeTiers }`; `changeTiers`: the hospital's refund and change rules (below); `opdDays`: the window's dates with an OPD (a date in it without a free slot is full; any other has no OPD)",
});

export const claimOrderCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/payment/claim-order",
  access: "booking",
  body: orderIdSchema,
  limited: true,
  output: orderInfoSchema,
  summary: "the phone that made the booking, verified again, continues its order (booking token); 404 for any other phone",
  request: "`{ orderId }`",
  answer: "orderInfo: the phone that made the booking, verified again (another device, or after the token's 30 minutes), continues its order (the booking passes to this token); 404 for any other phone, as for an unknown order",
});

export const createOrderCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/payment/create-order",
  status: 201,
  access: "booking",
  body: createOrderSchema,
  limited: true,
  output: createOrderResponseSchema,
  summary: "the payment order of a held booking; the amount is the doctor's fee, never the client's",
  request: "`{ bookingId }`",
  answer: "201 `{ orderId }`; the amount is the booking's fee; the same order on a retry",
});

export const getOrderAmountCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/payment/get-orderId-amount",
  access: "booking",
  body: orderIdSchema,
  limited: true,
  output: orderAmountSchema,
  summary: "the amount to pay for an order, in minor units (booking token)",
  request: "`{ orderId }`",
  answer: "`{ orderId, amount, currency }`",
});

export const getOrderInfoCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/payment/orderInfo",
  access: "booking",
  body: orderIdSchema,
  limited: true,
  output: orderInfoSchema,
  summary: "the order, its booking and its state (booking token)",
  request: "`{ orderId }`",
  answer: `\`{ orderId, status\` (created, paid, failed)\`, gateway, keyId, amount, booking, failureReason, manageLink }\`; \`manageLink\` once paid for a live booking: \`${ROUTES.myBooking}#<signed link>\`, as the confirmation SMS has it`,
});

export const sandboxPayCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/payment/sandbox-pay",
  access: "booking",
  body: sandboxPaySchema,
  limited: true,
  output: sandboxResultSchema,
  summary: "the TEST MODE checkout's pay / fail buttons (PAYMENT_GATEWAY=sandbox only; 404 otherwise)",
  request: "`{ orderId, outcome: success | failure }`",
  answer: "what Razorpay's Checkout hands the page: the signed triple, or `{ error }`; 409 `hold_expired` once the hold has ended (as the payment page does before opening Checkout)",
  reasons: ["hold_expired"],
});

export const confirmPaymentCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/payment/success",
  access: "booking",
  body: paymentSuccessSchema,
  limited: true,
  output: orderInfoSchema,
  summary: "checkout's signed result; the signature, order and amount are checked before anything is paid. A payment the gateway has taken is never refused for a rate limiter's own failure (the webhook takes no limit at all).",
  request: "Checkout's `{ razorpay_order_id, razorpay_payment_id, razorpay_signature }`",
  answer: "orderInfo, after the signature (HMAC-SHA256 of `order_id|payment_id`), the order and the amount are checked and the payment captured. An order keeps one captured payment: a second payment of it, or one whose booking is no longer live (paid after the hold ended and the slot went to someone else), is captured and refunded through the gateway at once (idempotency key `refund_<payment id>`)",
});

export const paymentWebhookCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/payment/webhook",
  access: "public",
  bodyKind: "raw",
  output: paymentWebhookAnswerSchema,
  summary: "the gateway's events, verified over the raw body (X-Razorpay-Signature), applied once per x-razorpay-event-id",
  request: "the gateway's event, raw; headers `X-Razorpay-Signature` (HMAC-SHA256 of the raw body with the webhook secret) and `x-razorpay-event-id`",
  answer: "`{ outcome: applied | duplicate | ignored }`; 400 on a bad signature",
});

export const holdSlotCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/user/add-booking-detail",
  status: 201,
  access: "booking",
  body: addBookingSchema,
  limited: true,
  output: bookingViewSchema,
  summary: "holds a slot for BOOKING_HOLD_MINUTES while the visitor pays (booking token); 409 when taken, or when the phone holds another",
  request: "`{ doctor, slotStart, specialityId?, patientId, reason?, replaces?, reminders? }`: `patientId` is what add-patient-detail answered (the one way a patient is saved)",
  answer: "201 the booking (`held`, `holdExpiresAt` in `BOOKING_HOLD_MINUTES`, 10 by default); 409 `slot_taken`; 409 `hold_exists` when the verified phone already holds another live slot (one at a time, decided by the database: `replaces`, the phone's earlier hold's id, releases that one); 409 `no_online_booking` for a doctor without a fee (booked by phone); 503 with `Retry-After` only if the database stays too busy after its retries",
  reasons: ["slot_taken", "hold_exists", "no_online_booking"],
});

export const savePatientCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/user/add-patient-detail",
  status: 201,
  access: "booking",
  body: patientSchema,
  limited: true,
  output: addPatientResponseSchema,
  summary: "saves the patient's details under the verified phone (booking token)",
  request: "the patient: `{ name, phone?` (if sent, the verified one; the patient is saved under it)`, email?, dateOfBirth?` or `age?, gender` (female, male, other)`, reason?, relation?` (self, child, parent, spouse, other: who the patient is to the person booking; one phone books for the family)`, remember?` (consent to be offered these details at the next booking; false withdraws it)`, consent: true }`",
  answer: "201 `{ patientId }`",
});

export const forgetSavedPatientCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/user/forget-patient",
  access: "phone",
  body: forgetPatientSchema,
  limited: true,
  output: forgottenPatientSchema,
  summary: "withdraws the consent to offer a saved patient's details again (booking token of the same phone)",
  request: "`{ patientId }`",
  answer: "`{ patientId }`: the consent withdrawn, the details no longer offered (the bookings keep their patient); 404 for a patient of another phone",
});

export const getSavedPatientsCall = defineCall({
  group: "booking",
  method: "POST",
  path: "web/user/saved-patients",
  access: "phone",
  limited: true,
  output: savedPatientsSchema,
  summary: "the patients the verified phone asked to be offered at its next booking (booking token)",
  answer: "`{ patients: [{ patientId, name, relation, gender, dateOfBirth, age, email }] }`: the patients the verified phone asked to be offered at its next booking (the details form's \"Remember\" box, its consent; at most 12), most recent first",
});
