import { defineCall } from "./declare";
import { z } from "zod";
import { bookingLinkSchema, freeSlotsResponseSchema, freeSlotsSchema, managedBookingSchema, orderIdSchema, rescheduleSchema, resendLinksResponseSchema, resendLinksSchema } from "@/lib/contracts/booking";

// The patient's own booking, by its signed link (docs/API.md "Booking").

/** A booking's link with the window of slots to look at. */
const bookingSlotsSchema = bookingLinkSchema.extend({ from: freeSlotsSchema.shape.from, days: freeSlotsSchema.shape.days });
/** A booking's link, or the order id with the booking token. */
const bookingCalendarSchema = z.union([bookingLinkSchema, orderIdSchema], { error: "Send the booking link, or the order id with the booking token" });

export const getBookingCalendarCall = defineCall({
  group: "manage",
  method: "POST",
  path: "web/user/booking-calendar",
  access: "public",
  body: bookingCalendarSchema,
  limited: true,
  answers: "file",
  fileType: "text/calendar",
  summary: "the appointment as an .ics file (by signed link, or by order id with the booking token)",
  request: "`{ link }`, or `{ orderId }` with the token",
  answer: "`text/calendar` (.ics)",
});

export const getBookingSlotsCall = defineCall({
  group: "manage",
  method: "POST",
  path: "web/user/booking-slots",
  access: "public",
  body: bookingSlotsSchema,
  limited: true,
  output: freeSlotsResponseSchema,
  summary: "free slots a booking can move to (its signed link; far enough ahead to be moved again, under the refund and change rules)",
  request: "`{ link, from?, days? }`",
  answer: "free slots to move to: far enough ahead that the new time can itself be moved (24 hours by default)",
});

export const cancelBookingCall = defineCall({
  group: "manage",
  method: "POST",
  path: "web/user/cancel-booking",
  access: "public",
  body: bookingLinkSchema,
  limited: true,
  output: managedBookingSchema,
  summary: "cancels a booking by its signed link until it starts; the refund is the refund and change rules' tier of that moment",
  request: "`{ link }`",
  answer: "the cancelled booking with `refundDue` (the tier's refund of what was paid, asked of the gateway), and a `message` saying it; 409 `too_late` once the appointment has started",
  reasons: ["too_late"],
});

export const confirmAttendanceCall = defineCall({
  group: "manage",
  method: "POST",
  path: "web/user/confirm-attendance",
  access: "public",
  body: bookingLinkSchema,
  limited: true,
  output: managedBookingSchema,
  summary: "the patient confirms, by the booking's signed link (the day-before reminder's), that they will come",
  request: "`{ link }`",
  answer: "the booking with `patientConfirmedAt` (the first confirm's time; a second changes nothing): the patient says, from the day-before reminder's link, that they will come, and the desk sees it; 409 `not_active` / `too_late` once cancelled or started",
  reasons: ["not_active", "too_late"],
});

export const getBookingCall = defineCall({
  group: "manage",
  method: "POST",
  path: "web/user/get-booking",
  access: "public",
  body: bookingLinkSchema,
  limited: true,
  output: managedBookingSchema,
  summary: "the booking a signed link opens (the link's token in the body, never in an address)",
  request: "`{ link }` (the token after `#` in the confirmation's link)",
  answer: "the booking, with `changeRules`, `canChange` (may move now), `canCancel` and `refundIfCancelled`; 403 `link_invalid`",
  reasons: ["link_invalid"],
});

export const rescheduleBookingCall = defineCall({
  group: "manage",
  method: "POST",
  path: "web/user/reschedule-booking",
  access: "public",
  body: rescheduleSchema,
  limited: true,
  output: managedBookingSchema,
  summary: "moves a booking to another free slot of the same doctor while the refund and change rules allow a move",
  request: "`{ link, slotStart }`",
  answer: "the moved booking; 409 `slot_taken`, or `too_late` when the tier of now allows no move",
  reasons: ["slot_taken", "too_late"],
});

export const resendBookingLinksCall = defineCall({
  group: "manage",
  method: "POST",
  path: "web/user/resend-links",
  access: "public",
  body: resendLinksSchema,
  output: resendLinksResponseSchema,
  summary: "the links of a phone's appointments to come, sent again by SMS to that phone (proof of work, limits per address and per phone)",
  request: "`{ phone, pow, website? }` (proof of work; `website` is the honeypot)",
  answer: "`{ sentTo }` (the number, masked), the same whether or not it has bookings: each appointment to come (`requested`, `confirmed`) of that phone gets an SMS with its link, to that phone only; 429 past 10 an hour from one address or 3 a day to one phone",
});
