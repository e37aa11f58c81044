import type { z } from "zod";
import type { FreeSlotsResponse } from "@/lib/contracts/booking";
import type { CollectionName } from "@/lib/contracts/collections";
import type { CollectionRecord, contentDeleteSchema, contentGetSchema, contentSaveSchema, DeleteResult, SaveResult } from "@/lib/contracts/collections/api";
import type { NoData } from "@/lib/contracts/envelope";
import type { ShortLinkDeleted, ShortLinkEntry, ShortLinkStale, shortLinkCreateSchema, shortLinkDeleteSchema, shortLinkUpdateSchema } from "@/lib/contracts/short-links";
import type {
  ApplicationStatus,
  applicationStatusSchema,
  DeskBookingChange,
  DeskCancelResult,
  deskAttendanceSchema,
  deskIdSchema,
  deskMoveSchema,
  DeskMoveResult,
  deskSlotsSchema,
  InboxStatusChange,
  MessageStatus,
  messageStatusSchema,
  OutboxRetryResult,
  outboxIdSchema,
  passwordChangeSchema,
  paymentIdSchema,
  PaymentSettlement,
  settlePaymentSchema,
  signInSchema,
  StaffAccount,
  staffCreateSchema,
  staffIdSchema,
  StaffMe,
} from "@/lib/contracts/staff";
import type { UploadedImage, imageUploadFieldsSchema } from "@/lib/contracts/uploads";
import type { LeaveAdded, leaveAddSchema, LeaveCheck, leaveCheckSchema, leaveIdSchema, LeaveRemoved } from "@/lib/contracts/leave";
import type { privacyCloseSchema, PrivacyRequestClosed } from "@/lib/contracts/my-data";
import { declareCall, declareCallWithParam, multipartOf, unwrap, type Call, type CallWithParam } from "./call";
import { apiErrorOf } from "./client";
import { consolePost, consolePostAnswering, consolePostForm, type ConsoleCallOptions } from "./console-client";

// Every call the console's pages make to /api/admin, declared once, as lib/api/calls.ts declares
// the public site's: the path (as the route's folder under app/api/admin names it), what it
// takes (z.input of the schema its route parses) and what its `data` is. The console's pages
// read their lists on the server; these are the changes made from the browser.

/** A JSON call: the session cookie, the 401 rule (ConsoleCallOptions), the envelope unwrapped. */
const post = <I, O>(path: string): Call<I, O, ConsoleCallOptions> =>
  declareCall<I, O, ConsoleCallOptions>(path, async (p, input, options) => unwrap<O>(await consolePost(p, input, options)), {});

/** A JSON call to a route with one dynamic segment (`content/[collection]/get`). */
const postTo = <P extends string, I, O>(template: string): CallWithParam<P, I, O, ConsoleCallOptions> =>
  declareCallWithParam<P, I, O, ConsoleCallOptions>(template, async (p, input, options) => unwrap<O>(await consolePost(p, input, options)), {});

/** A multipart call: the route's text fields, then the file (under `fileField`); two minutes before it is given up. */
const upload = <I extends object, F extends string, O>(path: string, fileField: F): Call<I & Record<F, Blob>, O, ConsoleCallOptions> =>
  declareCall<I & Record<F, Blob>, O, ConsoleCallOptions>(path, async (p, input, options) => unwrap<O>(await consolePostForm(p, multipartOf(input, fileField), options)), { timeout: 120_000 });

/** The answer of a call that may be refused with a reason the page shows, not as an error. */
export type Outcome<O, R> = { ok: true; data: O } | { ok: false; refusal: R };

/** A JSON call whose refusal with `status` and the envelope's `code` is an Outcome, not a thrown ApiError. */
const postOrRefused = <I, O, R extends { code?: string }>(path: string, status: number, code: NonNullable<R["code"]>): Call<I, Outcome<O, R>, ConsoleCallOptions> =>
  declareCall<I, Outcome<O, R>, ConsoleCallOptions>(
    path,
    async (p, input, options) => {
      const answer = await consolePostAnswering(p, input, status, options);
      if (answer.status !== status) {
        const { data, ...extras } = unwrap<O>(answer.body, answer.status);
        return { data: { ok: true, data }, ...extras };
      }
      if ((answer.body as R | null)?.code === code) return { data: { ok: false, refusal: answer.body as R } };
      throw apiErrorOf(answer.body, answer.status);
    },
    {},
  );

// Signing in and one's own account.
export const signIn = post<z.input<typeof signInSchema>, StaffMe>("auth/login");
export const signOut = post<void, NoData>("auth/logout");
export const changePassword = post<z.input<typeof passwordChangeSchema>, NoData>("auth/password");

// Content collections (editor): one record at a time, its version guarding against lost saves.
export const getRecord = postTo<CollectionName, z.input<typeof contentGetSchema>, CollectionRecord>("content/[collection]/get");
export const saveRecord = postTo<CollectionName, z.input<typeof contentSaveSchema>, SaveResult>("content/[collection]/save");
export const deleteRecord = postTo<CollectionName, z.input<typeof contentDeleteSchema>, DeleteResult>("content/[collection]/delete");
export const uploadImage = upload<z.input<typeof imageUploadFieldsSchema>, "file", UploadedImage>("uploads/image", "file");

// Short links (editor): an edit on an old version is refused with the link as it is now.
export const createShortLink = post<z.input<typeof shortLinkCreateSchema>, ShortLinkEntry>("links/create");
export const updateShortLink = postOrRefused<z.input<typeof shortLinkUpdateSchema>, ShortLinkEntry, ShortLinkStale>("links/update", 409, "stale");
export const deleteShortLink = post<z.input<typeof shortLinkDeleteSchema>, ShortLinkDeleted>("links/delete");

// Staff accounts (admin).
export const createStaff = post<z.input<typeof staffCreateSchema>, StaffAccount>("staff/create");
export const enableStaff = post<z.input<typeof staffIdSchema>, StaffAccount>("staff/enable");
export const disableStaff = post<z.input<typeof staffIdSchema>, StaffAccount>("staff/disable");

// The bookings desk (front desk).
export const confirmBooking = post<z.input<typeof deskIdSchema>, DeskBookingChange<"confirmed">>("bookings/confirm");
export const markAttendance = post<z.input<typeof deskAttendanceSchema>, DeskBookingChange<"attended" | "no_show">>("bookings/attendance");
export const getMoveSlots = post<z.input<typeof deskSlotsSchema>, FreeSlotsResponse>("bookings/slots");
export const moveBooking = post<z.input<typeof deskMoveSchema>, DeskMoveResult>("bookings/move");
export const cancelBookingAtDesk = post<z.input<typeof deskIdSchema>, DeskCancelResult>("bookings/cancel");
export const retryRefund = post<z.input<typeof paymentIdSchema>, PaymentSettlement<"refunded" | "refund_due">>("bookings/payments/refund");
export const settlePayment = post<z.input<typeof settlePaymentSchema>, PaymentSettlement<"settled">>("bookings/payments/settle");

// Doctors' leave (front desk and editors): the bookings on its days are shown before it is saved.
export const checkLeave = post<z.input<typeof leaveCheckSchema>, LeaveCheck>("leave/check");
export const addLeave = post<z.input<typeof leaveAddSchema>, LeaveAdded>("leave/add");
export const removeLeave = post<z.input<typeof leaveIdSchema>, LeaveRemoved>("leave/remove");

// Messages (front desk).
export const retryMessage = post<z.input<typeof outboxIdSchema>, OutboxRetryResult>("outbox/retry");
export const setMessageStatus = post<z.input<typeof messageStatusSchema>, InboxStatusChange<MessageStatus>>("inbox/messages/status");
export const setApplicationStatus = post<z.input<typeof applicationStatusSchema>, InboxStatusChange<ApplicationStatus>>("inbox/applications/status");

// Privacy requests (admin): a correction carried out is closed with a note of what was done.
export const closePrivacyRequest = post<z.input<typeof privacyCloseSchema>, PrivacyRequestClosed>("privacy/close");
