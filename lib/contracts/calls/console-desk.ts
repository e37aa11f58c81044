import { z } from "zod";
import { defineCall } from "./declare";
import { freeSlotsResponseSchema } from "@/lib/contracts/booking";
import { doctorLeaveSchema, LEAVE_DESK_ROLES, leaveAddedSchema, leaveCheckResultSchema, leaveRemovedSchema, leaveAddSchema, leaveCheckSchema, leaveIdSchema } from "@/lib/contracts/leave";
import { APPLICATION_STATUSES, deskBookingChangeSchema, deskBookingSchema, deskCancelResultSchema, deskMoveResultSchema, inboxApplicationSchema, inboxMessageSchema, inboxStatusChangeSchema, MESSAGE_STATUSES, outboxEntrySchema, outboxRetryResultSchema, paymentSettlementSchema, unsettledPaymentSchema, applicationStatusSchema, applicationsQuerySchema, deskAttendanceSchema, deskIdSchema, deskMoveSchema, deskQuerySchema, deskSlotsSchema, messageStatusSchema, messagesQuerySchema, outboxIdSchema, outboxQuerySchema, paymentIdSchema, settlePaymentSchema } from "@/lib/contracts/staff";

// The console's bookings desk, payments, leave, inbox and messages (docs/API.md "Staff console").

export const markAttendanceCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/attendance",
  access: "staff",
  roles: ["front_desk"],
  body: deskAttendanceSchema,
  output: deskBookingChangeSchema(["attended", "no_show"]),
  summary: "a confirmed booking whose time has come: attended or no_show (front desk): { id, status }",
  request: "`{ id, status: attended|no_show }`",
  answer: "200; 400 `too_early` before the appointment; 409 unless confirmed",
  reasons: ["too_early"],
});

export const cancelBookingAtDeskCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/cancel",
  access: "staff",
  roles: ["front_desk"],
  body: deskIdSchema,
  output: deskCancelResultSchema,
  summary: "cancels a waiting or confirmed booking and refunds what was paid; the patient is told (front desk): { id }",
  request: "`{ id }`",
  answer: "200 `{ refundDue }`; the refund is asked of the gateway (idempotency key per booking); the patient is told; 409 unless waiting or confirmed",
});

export const confirmBookingCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/confirm",
  access: "staff",
  roles: ["front_desk"],
  body: deskIdSchema,
  output: deskBookingChangeSchema(["confirmed"]),
  summary: "confirms a booking waiting for it; the patient is told by SMS (and e-mail) (front desk): { id }",
  request: "`{ id }`",
  answer: "200; the patient gets an SMS (and e-mail); 409 `not_changeable` unless waiting",
  reasons: ["not_changeable"],
});

export const exportBookingsCall = defineCall({
  group: "console",
  method: "GET",
  path: "admin/bookings/export",
  access: "staff",
  roles: ["front_desk"],
  query: deskQuerySchema,
  answers: "file",
  fileType: "text/csv",
  summary: "the filtered desk as CSV (front desk)",
  request: "the list's filters as a query",
  answer: "200 CSV (UTF-8 with BOM; a cell starting with `= + - @`, tab or CR gets a leading `'`)",
});

export const listBookingsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/list",
  access: "staff",
  roles: ["front_desk"],
  body: deskQuerySchema,
  output: z.array(deskBookingSchema),
  summary: "paid bookings from today (or `from`), by time (front desk): { from?, to?, doctor?, status?, page? }",
  request: "`{ from?, to? (YYYY-MM-DD, hospital's days), doctor?, speciality? (slug), status?: requested|confirmed|cancelled|attended|no_show, page? }`",
  answer: "200 bookings from today (or `from`) by time, 50 a page: `{ id, reference, start, end, doctor, speciality, patient { name, phone }, reason, status, fee, refundDue, waitingMinutes }`",
});

export const moveBookingCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/move",
  access: "staff",
  roles: ["front_desk"],
  body: deskMoveSchema,
  output: deskMoveResultSchema,
  summary: "moves a waiting or confirmed booking, not yet started, to a free slot of the same doctor; the patient is told (front desk): { id, slotStart }",
  request: "`{ id, slotStart }`",
  answer: "200 `{ id, start, end }`; the patient gets an SMS (and e-mail with the calendar file), the day-before reminder moves, audited as `booking_moved` with the old and new times; 400 `not_a_slot` for a time that is not one of the doctor's slots; 409 `slot_taken` when it is not free, `not_changeable` unless waiting or confirmed, `started` once its time has come; 404 unknown",
  reasons: ["not_a_slot", "slot_taken", "not_changeable"],
});

export const retryRefundCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/payments/refund",
  access: "staff",
  roles: ["front_desk"],
  stepUp: true,
  body: paymentIdSchema,
  output: paymentSettlementSchema(["refunded", "refund_due"]),
  summary: "asks the gateway again for one payment's refund still due (front desk): { paymentId }",
  request: "`{ paymentId }`",
  answer: "200 `{ paymentId, status: refunded | refund_due }`: the refund still due on that payment, asked of the gateway again now under its own key (never refunded twice), audited as `refund_retried`; 409 `refund_in_flight` while another call is asking the gateway for it (only one call asks, and only it is audited); 409 `not_due` when no refund is due any more; 404 unknown",
  reasons: ["step_up", "refund_in_flight", "not_due"],
});

export const listUnsettledPaymentsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/payments",
  access: "staff",
  roles: ["front_desk"],
  output: z.array(unsettledPaymentSchema),
  summary: "captured payments not yet settled (front desk): refunds still due, disagreements with the gateway",
  answer: "200 the captured payments not yet settled, oldest first: `[{ paymentId, orderId, reference, amount, currency, status: refund_due | review, reason: duplicate | slot_lost | cancelled | null, refundAmount, refundAttempts, note, since }]` (a refund still due after a try or for over an hour; a disagreement with the gateway); the desk page shows them as \"Payments to settle\"",
});

export const settlePaymentCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/payments/settle",
  access: "staff",
  roles: ["front_desk"],
  stepUp: true,
  body: settlePaymentSchema,
  output: paymentSettlementSchema(["settled"]),
  summary: "a payment under review, settled at the gateway (front desk): { paymentId, note }",
  request: "`{ paymentId, note }` (note: 5 to 300 characters, what was done at the gateway)",
  answer: "200 `{ paymentId, status: settled }`: a payment under review (the gateway and the site disagreed) marked settled by the desk after a look at the gateway's dashboard; the note is kept on the payment and in the audit log (`payment_settled`) and the reconciliation leaves it alone after; 409 `not_in_review` when it is not under review; 404 unknown",
  reasons: ["step_up", "not_in_review"],
});

export const getMoveSlotsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/bookings/slots",
  access: "staff",
  roles: ["front_desk"],
  body: deskSlotsSchema,
  output: freeSlotsResponseSchema,
  summary: "the free slots of the booking's doctor it can move to, as /api/web/doctor/free-slots answers them (front desk): { id, from?, days? }",
  request: "`{ id, from? (YYYY-MM-DD), days? (1–31, 7) }`",
  answer: "200 the free slots of the booking's own doctor it can move to, as `free-slots` answers them: `{ doctor, timeZone, slots: [{ start, end }], nextAfter }` (the booking rules' notice, horizon, leave and other bookings; no 24-hour rule at the desk); 404 unknown; 409 `not_changeable` unless waiting or confirmed, `started` once its time has come",
  reasons: ["not_changeable"],
});

export const getResumeCall = defineCall({
  group: "console",
  method: "GET",
  path: "admin/inbox/applications/[id]/resume",
  access: "staff",
  roles: ["front_desk"],
  params: z.object({ id: z.uuid({ error: "must be an application's id" }) }),
  answers: "file",
  fileType: "the résumé's own type",
  summary: "the applicant's résumé from private storage, as an attachment (front desk)",
  answer: "200 the file from private storage as an attachment (`nosniff`, `private, no-store`, a sandbox CSP), named with the extension of its detected type whatever name it was sent with (`../../cv<script>.html` → `cv_script_.pdf`), and sent as that type (a .doc as `application/msword`); 404 unknown (each download audited)",
});

export const listApplicationsCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/inbox/applications",
  access: "staff",
  roles: ["front_desk"],
  body: applicationsQuerySchema,
  output: z.array(inboxApplicationSchema),
  summary: "job applications, newest first, 25 a page (front desk): { status?, page? }",
  request: "`{ status?: new|shortlisted|rejected|hired, page? }`",
  answer: "200 applications newest first, 25 a page, with the opening and the résumé's name, type and size",
});

export const setApplicationStatusCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/inbox/applications/status",
  access: "staff",
  roles: ["front_desk"],
  body: applicationStatusSchema,
  output: inboxStatusChangeSchema(APPLICATION_STATUSES),
  summary: "an application's state (front desk): { id, status: new|shortlisted|rejected|hired }",
  request: "`{ id, status }`",
  answer: "200; 404 unknown (audited)",
});

export const listMessagesCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/inbox/messages",
  access: "staff",
  roles: ["front_desk"],
  body: messagesQuerySchema,
  output: z.array(inboxMessageSchema),
  summary: "contact messages, newest first, 25 a page (front desk): { status?, page? }",
  request: "`{ status?: new|handled, page? }`",
  answer: "200 contact messages newest first, 25 a page: `{ id, reference, name, phone, email, subject, message, status, createdAt }`",
});

export const setMessageStatusCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/inbox/messages/status",
  access: "staff",
  roles: ["front_desk"],
  body: messageStatusSchema,
  output: inboxStatusChangeSchema(MESSAGE_STATUSES),
  summary: "marks a contact message handled or new again (front desk): { id, status }",
  request: "`{ id, status }`",
  answer: "200; 404 unknown (audited)",
});

export const addLeaveCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/leave/add",
  status: 201,
  access: "staff",
  roles: LEAVE_DESK_ROLES,
  body: leaveAddSchema,
  output: leaveAddedSchema,
  summary: "marks a doctor away from one day to another: no slot is offered on them; the bookings already on them stay and are answered for the desk to call (front desk, editors): { doctor, fromDate, toDate, reason? }",
  request: "`{ doctor, fromDate, toDate, reason? }` (reason: at most 200 characters, never shown to visitors)",
  answer: "201 `{ id, doctor, fromDate, toDate, bookings: LeaveBooking[] }`: from now on no slot is offered on those days, as with leave on the doctor form; the bookings already on them stay as they are, answered for the desk to call each patient (and move or cancel the booking on the desk, which tells the patient); the doctor's version moves, so a doctor form opened before is refused with 409 `version_conflict` rather than dropping this leave; audited as `leave_added` (with the bookings' references; the reason is not kept); 400 and 404 as `check`",
  reasons: ["version_conflict"],
});

export const checkLeaveCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/leave/check",
  access: "staff",
  roles: LEAVE_DESK_ROLES,
  body: leaveCheckSchema,
  output: leaveCheckResultSchema,
  summary: "the bookings a doctor's leave would touch, before it is saved; nothing is written (front desk, editors): { doctor, fromDate, toDate }",
  request: "`{ doctor (username), fromDate, toDate }` (YYYY-MM-DD, the hospital's days, both included; at most 366 days)",
  answer: "200 `{ doctor: { username, fullName }, fromDate, toDate, bookings: LeaveBooking[] }`: the bookings still to come on those days, before the leave is saved; no leave is written; each booking's `patient` (name, phone) only for the front desk and administrators, whose read is audited (`patient_details_read`), else null (leave/list and leave/add answer alike); 400 naming the field (`toDate` before `fromDate`; `leave_over` when the last day is before today); 404 naming `doctor` for an unknown doctor",
});

export const listLeaveCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/leave/list",
  access: "staff",
  roles: LEAVE_DESK_ROLES,
  output: z.array(doctorLeaveSchema),
  summary: "each doctor's current and upcoming leave, with the bookings still to come on its days (front desk, editors)",
  answer: "200 each doctor with current or upcoming leave (its last day today or later), by name: `[{ doctor: { username, fullName, isActive }, leave: [{ id, fromDate, toDate, reason, bookings: LeaveBooking[] }] }]`",
});

export const removeLeaveCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/leave/remove",
  access: "staff",
  roles: LEAVE_DESK_ROLES,
  body: leaveIdSchema,
  output: leaveRemovedSchema,
  summary: "removes current or upcoming leave: its days' slots are free again, and offered to the waitlist (front desk, editors): { id }",
  request: "`{ id }`",
  answer: "200 `{ id }`: the days' slots are free again, and the waitlist's next round (every 10 s) offers them like any freed slot; audited as `leave_removed`; 404 unknown (a hospital holiday is not removed here); 409 `leave_over` for leave that has ended (it stays as a record)",
  reasons: ["leave_over"],
});

export const listOutboxCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/outbox/list",
  access: "staff",
  roles: ["front_desk"],
  body: outboxQuerySchema,
  output: z.array(outboxEntrySchema),
  summary: "messages sent or waiting (SMS, e-mail, webhooks), newest first, 50 a page (front desk): { status?, channel?, page? }",
  request: "`{ status?: pending|sent|failed|cancelled|expired, channel?: sms|email|webhook, page? }`",
  answer: "200 messages newest first, 50 a page, with tries and the last error; a one-time code's text and a booking link's token are never shown",
});

export const retryMessageCall = defineCall({
  group: "console",
  method: "POST",
  path: "admin/outbox/retry",
  access: "staff",
  roles: ["front_desk"],
  body: outboxIdSchema,
  output: outboxRetryResultSchema,
  summary: "tries a failed message again (front desk): { id }; 409 unless failed and unexpired; never a one-time code",
  request: "`{ id }`",
  answer: "200: a failed, unexpired message goes out again with the usual back-off; 400 `not_retryable` for a one-time code; 409 otherwise",
  reasons: ["not_retryable"],
});
