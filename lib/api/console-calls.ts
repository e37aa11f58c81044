import type { CallDeclaration, CallSpec, InputOf, OutputOf } from "@/lib/contracts/calls/declare";
import {
  changePasswordCall,
  closePrivacyRequestCall,
  createStaffCall,
  disableStaffCall,
  enableStaffCall,
  endOwnSessionCall,
  endStaffSessionsCall,
  forgotPasswordCall,
  resetPasswordCall,
  signInCall,
  signOutCall,
} from "@/lib/contracts/calls/console-accounts";
import {
  confirmTotpCall,
  factorOptionsCall,
  newRecoveryCodesCall,
  passkeyOptionsCall,
  registerPasskeyCall,
  removeFactorCall,
  resetStaffFactorsCall,
  startTotpCall,
  verifyFactorCall,
} from "@/lib/contracts/calls/console-factors";
import {
  createShortLinkCall,
  deleteRecordCall,
  deleteShortLinkCall,
  getRecordCall,
  saveRecordCall,
  saveTranslationCall,
  updateShortLinkCall,
  uploadImageCall,
} from "@/lib/contracts/calls/console-content";
import {
  addLeaveCall,
  cancelBookingAtDeskCall,
  checkLeaveCall,
  confirmBookingCall,
  getMoveSlotsCall,
  markAttendanceCall,
  moveBookingCall,
  removeLeaveCall,
  retryMessageCall,
  retryRefundCall,
  setApplicationStatusCall,
  setMessageStatusCall,
  settlePaymentCall,
} from "@/lib/contracts/calls/console-desk";
import type { CollectionName } from "@/lib/contracts/collections";
import type { ShortLinkStale } from "@/lib/contracts/short-links";
import { declareCall, declareCallWithParam, multipartOf, unwrap, type Call, type CallWithParam } from "./call";
import { apiErrorOf } from "./client";
import { consolePost, consolePostAnswering, consolePostForm, type ConsoleCallOptions } from "./console-client";

// The console's calls to /api/admin made from the browser, each derived from its declaration
// (lib/contracts/calls), as lib/api/calls.ts derives the public site's. The console's pages
// read their lists on the server; these are the changes made from the browser.

/** The path under the console client's prefix (/api/admin). */
const underAdmin = (path: string) => path.replace(/^admin\//, "");

/** A JSON call: the session cookie, the 401 rule (ConsoleCallOptions), the envelope unwrapped. */
const post = <S extends CallSpec & { method: "POST" }>(call: CallDeclaration<S>): Call<InputOf<S>, OutputOf<S>, ConsoleCallOptions> =>
  declareCall<InputOf<S>, OutputOf<S>, ConsoleCallOptions>(underAdmin(call.path), async (p, input, options) => unwrap<OutputOf<S>>(await consolePost(p, input, options)), {});

/** A JSON call to a route with one dynamic segment (`content/[collection]/get`). */
const postTo = <P extends string, S extends CallSpec & { method: "POST" }>(call: CallDeclaration<S>): CallWithParam<P, InputOf<S>, OutputOf<S>, ConsoleCallOptions> =>
  declareCallWithParam<P, InputOf<S>, OutputOf<S>, ConsoleCallOptions>(underAdmin(call.path), async (p, input, options) => unwrap<OutputOf<S>>(await consolePost(p, input, options)), {});

/** A multipart call: the declared text fields, then its one file; two minutes before it is given up. */
const upload = <S extends CallSpec & { method: "POST"; files: readonly [string] }>(call: CallDeclaration<S>): Call<InputOf<S> & Record<S["files"][0], Blob>, OutputOf<S>, ConsoleCallOptions> =>
  declareCall<InputOf<S> & Record<S["files"][0], Blob>, OutputOf<S>, ConsoleCallOptions>(
    underAdmin(call.path),
    async (p, input, options) => unwrap<OutputOf<S>>(await consolePostForm(p, multipartOf(input, call.files[0]), options)),
    { timeout: 120_000 },
  );

/** The answer of a call that may be refused with a reason the page shows, not as an error. */
export type Outcome<O, R> = { ok: true; data: O } | { ok: false; refusal: R };

/** A JSON call whose refusal with `status` and the envelope's `code` is an Outcome, not a thrown ApiError. */
const postOrRefused = <S extends CallSpec & { method: "POST" }, R extends { code?: string }>(call: CallDeclaration<S>, status: number, code: NonNullable<R["code"]>): Call<InputOf<S>, Outcome<OutputOf<S>, R>, ConsoleCallOptions> =>
  declareCall<InputOf<S>, Outcome<OutputOf<S>, R>, ConsoleCallOptions>(
    underAdmin(call.path),
    async (p, input, options) => {
      const answer = await consolePostAnswering(p, input, status, options);
      if (answer.status !== status) {
        const { data, ...extras } = unwrap<OutputOf<S>>(answer.body, answer.status);
        return { data: { ok: true, data }, ...extras };
      }
      if ((answer.body as R | null)?.code === code) return { data: { ok: false, refusal: answer.body as R } };
      throw apiErrorOf(answer.body, answer.status);
    },
    {},
  );

// Signing in and one's own account.
export const signIn = post(signInCall);
export const signOut = post(signOutCall);
export const changePassword = post(changePasswordCall);
export const endOwnSession = post(endOwnSessionCall);
export const forgotPassword = post(forgotPasswordCall);
export const resetPassword = post(resetPasswordCall);

// The second factor: giving it (to finish signing in, or to step up), enrolling, recovery codes.
export const factorOptions = post(factorOptionsCall);
export const verifyFactor = post(verifyFactorCall);
export const startTotp = post(startTotpCall);
export const confirmTotp = post(confirmTotpCall);
export const passkeyOptions = post(passkeyOptionsCall);
export const registerPasskey = post(registerPasskeyCall);
export const removeFactor = post(removeFactorCall);
export const newRecoveryCodes = post(newRecoveryCodesCall);

// Content collections (editor): one record at a time, its version guarding against lost saves.
export const getRecord = postTo<CollectionName, typeof getRecordCall>(getRecordCall);
export const saveRecord = postTo<CollectionName, typeof saveRecordCall>(saveRecordCall);
export const deleteRecord = postTo<CollectionName, typeof deleteRecordCall>(deleteRecordCall);
/** A record's Marathi or Hindi, beside its English (a setting's whole, a table's record field by field). */
export const saveTranslation = postTo<CollectionName, typeof saveTranslationCall>(saveTranslationCall);
export const uploadImage = upload(uploadImageCall);

// Short links (editor): an edit on an old version is refused with the link as it is now.
export const createShortLink = post(createShortLinkCall);
export const updateShortLink = postOrRefused<typeof updateShortLinkCall, ShortLinkStale>(updateShortLinkCall, 409, "stale");
export const deleteShortLink = post(deleteShortLinkCall);

// Staff accounts (admin).
export const createStaff = post(createStaffCall);
export const enableStaff = post(enableStaffCall);
export const disableStaff = post(disableStaffCall);
export const endStaffSessions = post(endStaffSessionsCall);
export const resetStaffFactors = post(resetStaffFactorsCall);

// The bookings desk (front desk).
export const confirmBooking = post(confirmBookingCall);
export const markAttendance = post(markAttendanceCall);
export const getMoveSlots = post(getMoveSlotsCall);
export const moveBooking = post(moveBookingCall);
export const cancelBookingAtDesk = post(cancelBookingAtDeskCall);
export const retryRefund = post(retryRefundCall);
export const settlePayment = post(settlePaymentCall);

// Doctors' leave (front desk and editors): the bookings on its days are shown before it is saved.
export const checkLeave = post(checkLeaveCall);
export const addLeave = post(addLeaveCall);
export const removeLeave = post(removeLeaveCall);

// Messages (front desk).
export const retryMessage = post(retryMessageCall);
export const setMessageStatus = post(setMessageStatusCall);
export const setApplicationStatus = post(setApplicationStatusCall);

// Privacy requests (admin): a correction carried out is closed with a note of what was done.
export const closePrivacyRequest = post(closePrivacyRequestCall);
