import type { z } from "zod";
import type {
  AddPatientResponse,
  addBookingSchema,
  patientSchema,
  bookingLinkSchema,
  BookingView,
  createOrderSchema,
  CreateOrderResponse,
  freeSlotsSchema,
  FreeSlotsResponse,
  ManagedBooking,
  OrderInfo,
  orderIdSchema,
  OtpChallengeResponse,
  paymentSuccessSchema,
  rescheduleSchema,
  resendOtpSchema,
  resendLinksSchema,
  ResendLinksResponse,
  SavedPatient,
  forgetPatientSchema,
  SandboxResult,
  sandboxPaySchema,
  sendOtpSchema,
  SendOtpResponse,
  verifyOtpSchema,
  VerifyOtpResponse,
} from "@/lib/contracts/booking";
import type { ContactSubmitResponse, contactSubmitSchema, JobApplicationResponse, jobApplicationSchema } from "@/lib/contracts/content";
import type { doctorFiltersSchema } from "@/lib/contracts/doctor-filters";
import type { correctionSchema, eraseSchema, ErasureResult, MyData, PrivacyRequestAnswer, withdrawConsentSchema } from "@/lib/contracts/my-data";
import type { ClaimWaitlistResponse, joinWaitlistSchema, JoinWaitlistResponse, LeaveWaitlistResponse, waitlistLinkSchema, WaitlistLinkView } from "@/lib/contracts/waitlist";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import type { SpecialityV2 } from "@/lib/contracts/specialities";
import { declareCall, multipartOf, unwrap, type Call } from "./call";
import { apiPost, apiPostForFile, apiUpload, type CallOptions } from "./client";

// Every call the public site makes to /api, declared once: the path (as the route's folder
// under app/api names it), what it takes (z.input of the schema its route parses) and what its
// `data` is (the contract's response type). Components call these functions and name neither a
// path nor an answer's type; a changed contract fails the type check wherever it is called.
// Only types come from lib/contracts here: no schema is shipped to the browser by this table.
// lib/api/calls.test.ts checks each path against its route and each schema against its import.

/** A JSON call: the bearer token, the 401 rule (CallOptions), the envelope unwrapped. */
const post = <I, O>(path: string): Call<I, O, CallOptions> => declareCall<I, O, CallOptions>(path, async (p, input, options) => unwrap<O>(await apiPost(p, input, options)), {});

/** A call that answers a file (not an envelope): its data is the file. */
const postForFile = <I>(path: string): Call<I, Blob, CallOptions> => declareCall<I, Blob, CallOptions>(path, async (p, input, options) => ({ data: await apiPostForFile(p, input, options) }), {});

export interface UploadOptions {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** A multipart call with its progress: the route's text fields, then the file (under `fileField`). */
const upload = <I extends object, F extends string, O>(path: string, fileField: F): Call<I & Record<F, Blob>, O, UploadOptions> =>
  declareCall<I & Record<F, Blob>, O, UploadOptions>(
    path,
    async (p, input, { onProgress }) => unwrap<O>(await apiUpload(p, multipartOf(input, fileField), onProgress ?? (() => {}))),
    {},
  );

// Phone verification (proof of work first; lib/api/proof-of-work.ts asks for it).
export const getOtpChallenge = post<void, OtpChallengeResponse>("misc/otp-challenge");
export const sendOtp = post<z.input<typeof sendOtpSchema>, SendOtpResponse>("misc/send-otp");
export const resendOtp = post<z.input<typeof resendOtpSchema>, SendOtpResponse>("misc/resend-otp");
export const verifyOtp = post<z.input<typeof verifyOtpSchema>, VerifyOtpResponse>("misc/verify-otp");

// Doctors, slots and the hold (booking token).
export const listSpecialities = post<void, SpecialityV2[]>("web/speciality-v2/list-user");
export const searchDoctors = post<z.input<typeof doctorFiltersSchema>, DoctorSummary[]>("web/doctor/search");
export const getFreeSlots = post<z.input<typeof freeSlotsSchema>, FreeSlotsResponse>("web/doctor/free-slots");
export const savePatient = post<z.input<typeof patientSchema>, AddPatientResponse>("web/user/add-patient-detail");
export const holdSlot = post<z.input<typeof addBookingSchema>, BookingView>("web/user/add-booking-detail");

// Payment (booking token).
export const createOrder = post<z.input<typeof createOrderSchema>, CreateOrderResponse>("web/payment/create-order");
export const getOrderInfo = post<z.input<typeof orderIdSchema>, OrderInfo>("web/payment/orderInfo");
// The patients a verified phone books for (its family), offered again with the phone holder's consent.
export const getSavedPatients = post<void, { patients: SavedPatient[] }>("web/user/saved-patients");
export const forgetSavedPatient = post<z.input<typeof forgetPatientSchema>, { patientId: string }>("web/user/forget-patient");
export const claimOrder = post<z.input<typeof orderIdSchema>, OrderInfo>("web/payment/claim-order");
export const confirmPayment = post<z.input<typeof paymentSuccessSchema>, OrderInfo>("web/payment/success");
export const sandboxPay = post<z.input<typeof sandboxPaySchema>, SandboxResult>("web/payment/sandbox-pay");

// The patient's own booking, by its signed link. booking-slots and booking-calendar compose
// their bodies in the route from these schemas (a link with a window; a link or an order).
export const getBooking = post<z.input<typeof bookingLinkSchema>, ManagedBooking>("web/user/get-booking");
export const cancelBooking = post<z.input<typeof bookingLinkSchema>, ManagedBooking>("web/user/cancel-booking");
export const rescheduleBooking = post<z.input<typeof rescheduleSchema>, ManagedBooking>("web/user/reschedule-booking");
export const getBookingSlots = post<z.input<typeof bookingLinkSchema> & Pick<z.input<typeof freeSlotsSchema>, "from" | "days">, FreeSlotsResponse>("web/user/booking-slots");
export const resendBookingLinks = post<z.input<typeof resendLinksSchema>, ResendLinksResponse>("web/user/resend-links");
export const confirmAttendance = post<z.input<typeof bookingLinkSchema>, ManagedBooking>("web/user/confirm-attendance");
export const getBookingCalendar = postForFile<z.input<typeof bookingLinkSchema> | z.input<typeof orderIdSchema>>("web/user/booking-calendar");

// Forms of the public pages (proof of work, honeypot).
export const submitContactMessage = post<z.input<typeof contactSubmitSchema>, ContactSubmitResponse>("web/contact-v2/submit");
export const applyForJob = upload<z.input<typeof jobApplicationSchema>, "resume", JobApplicationResponse>("web/career/add-job-user", "resume");

// My data (booking token): what the hospital holds against the verified phone, and the person's rights over it.
export const getMyData = post<void, MyData>("web/my-data/get");
export const exportMyData = postForFile<void>("web/my-data/export");
export const eraseMyData = post<z.input<typeof eraseSchema>, ErasureResult>("web/my-data/erase");
export const requestCorrection = post<z.input<typeof correctionSchema>, PrivacyRequestAnswer>("web/my-data/correction");
export const withdrawConsent = post<z.input<typeof withdrawConsentSchema>, PrivacyRequestAnswer>("web/my-data/withdraw-consent");
// The waitlist: join with the booking token; an offer's signed link opens, claims or leaves it.
export const joinWaitlist = post<z.input<typeof joinWaitlistSchema>, JoinWaitlistResponse>("web/waitlist/join");
export const getWaitlistOffer = post<z.input<typeof waitlistLinkSchema>, WaitlistLinkView>("web/waitlist/get-offer");
export const claimWaitlistOffer = post<z.input<typeof waitlistLinkSchema>, ClaimWaitlistResponse>("web/waitlist/claim");
export const leaveWaitlist = post<z.input<typeof waitlistLinkSchema>, LeaveWaitlistResponse>("web/waitlist/leave");
