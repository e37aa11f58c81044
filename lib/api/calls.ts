import type { CallDeclaration, CallSpec, InputOf, OutputOf } from "@/lib/contracts/calls/declare";
import {
  claimOrderCall,
  confirmPaymentCall,
  createOrderCall,
  forgetSavedPatientCall,
  getFreeSlotsCall,
  getOrderInfoCall,
  getOtpChallengeCall,
  getSavedPatientsCall,
  holdSlotCall,
  resendOtpCall,
  sandboxPayCall,
  savePatientCall,
  sendOtpCall,
  verifyOtpCall,
} from "@/lib/contracts/calls/booking";
import { getBookingCall, cancelBookingCall, rescheduleBookingCall, getBookingSlotsCall, resendBookingLinksCall, confirmAttendanceCall, getBookingCalendarCall } from "@/lib/contracts/calls/manage";
import { submitContactMessageCall, applyForJobCall } from "@/lib/contracts/calls/content";
import { searchDoctorsCall } from "@/lib/contracts/calls/doctors";
import { getMyDataCall, exportMyDataCall, eraseMyDataCall, requestCorrectionCall, withdrawConsentCall } from "@/lib/contracts/calls/my-data";
import { listSpecialitiesCall } from "@/lib/contracts/calls/site";
import { joinWaitlistCall, getWaitlistOfferCall, claimWaitlistOfferCall, leaveWaitlistCall } from "@/lib/contracts/calls/waitlist";
import { declareCall, multipartOf, unwrap, type Call } from "./call";
import { apiPost, apiPostForFile, apiUpload, type CallOptions } from "./client";

// The public site's calls to /api, each derived from its declaration (lib/contracts/calls): the
// path, what it takes (z.input of the declared body) and what its `data` is (the declared
// output). Components call these functions and name neither a path nor an answer's type; a
// changed declaration fails the type check wherever it is called.

/** A JSON call: the bearer token, the 401 rule (CallOptions), the envelope unwrapped. */
const post = <S extends CallSpec & { method: "POST" }>(call: CallDeclaration<S>): Call<InputOf<S>, OutputOf<S>, CallOptions> =>
  declareCall<InputOf<S>, OutputOf<S>, CallOptions>(call.path, async (p, input, options) => unwrap<OutputOf<S>>(await apiPost(p, input, options)), {});

/** A call that answers a file (not an envelope): its data is the file. */
const postForFile = <S extends CallSpec & { method: "POST"; answers: "file" }>(call: CallDeclaration<S>): Call<InputOf<S>, Blob, CallOptions> =>
  declareCall<InputOf<S>, Blob, CallOptions>(call.path, async (p, input, options) => ({ data: await apiPostForFile(p, input, options) }), {});

export interface UploadOptions {
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** A multipart call with its progress: the declared text fields, then its one file. */
const upload = <S extends CallSpec & { method: "POST"; files: readonly [string] }>(call: CallDeclaration<S>): Call<InputOf<S> & Record<S["files"][0], Blob>, OutputOf<S>, UploadOptions> =>
  declareCall<InputOf<S> & Record<S["files"][0], Blob>, OutputOf<S>, UploadOptions>(
    call.path,
    async (p, input, { onProgress }) => unwrap<OutputOf<S>>(await apiUpload(p, multipartOf(input, call.files[0]), onProgress ?? (() => {}))),
    {},
  );

// Phone verification (proof of work first; lib/api/proof-of-work.ts asks for it).
export const getOtpChallenge = post(getOtpChallengeCall);
export const sendOtp = post(sendOtpCall);
export const resendOtp = post(resendOtpCall);
export const verifyOtp = post(verifyOtpCall);

// Doctors, slots and the hold (booking token).
export const listSpecialities = post(listSpecialitiesCall);
export const searchDoctors = post(searchDoctorsCall);
export const getFreeSlots = post(getFreeSlotsCall);
export const savePatient = post(savePatientCall);
export const holdSlot = post(holdSlotCall);

// Payment (booking token).
export const createOrder = post(createOrderCall);
export const getOrderInfo = post(getOrderInfoCall);
// The patients a verified phone books for (its family), offered again with the phone holder's consent.
export const getSavedPatients = post(getSavedPatientsCall);
export const forgetSavedPatient = post(forgetSavedPatientCall);
export const claimOrder = post(claimOrderCall);
export const confirmPayment = post(confirmPaymentCall);
export const sandboxPay = post(sandboxPayCall);

// The patient's own booking, by its signed link.
export const getBooking = post(getBookingCall);
export const cancelBooking = post(cancelBookingCall);
export const rescheduleBooking = post(rescheduleBookingCall);
export const getBookingSlots = post(getBookingSlotsCall);
export const resendBookingLinks = post(resendBookingLinksCall);
export const confirmAttendance = post(confirmAttendanceCall);
export const getBookingCalendar = postForFile(getBookingCalendarCall);

// Forms of the public pages (proof of work, honeypot).
export const submitContactMessage = post(submitContactMessageCall);
export const applyForJob = upload(applyForJobCall);

// My data (booking token): what the hospital holds against the verified phone, and the person's rights over it.
export const getMyData = post(getMyDataCall);
export const exportMyData = postForFile(exportMyDataCall);
export const eraseMyData = post(eraseMyDataCall);
export const requestCorrection = post(requestCorrectionCall);
export const withdrawConsent = post(withdrawConsentCall);
// The waitlist: join with the booking token; an offer's signed link opens, claims or leaves it.
export const joinWaitlist = post(joinWaitlistCall);
export const getWaitlistOffer = post(getWaitlistOfferCall);
export const claimWaitlistOffer = post(claimWaitlistOfferCall);
export const leaveWaitlist = post(leaveWaitlistCall);
