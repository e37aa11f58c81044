import { z } from "zod";
import { safeText } from "./common";
import { daysInRange } from "./waitlist";
import type { StaffRole } from "./staff";

// A doctor's leave, from the desk (docs/API.md "Staff console"): the front desk and
// editors mark a doctor away on a short form of its own, seeing first the bookings the days
// hold. Leave is the doctor form's leave (lib/server/collections/stores/doctors.ts), the same rows and
// the same rule: no slot is offered on a leave day, and bookings already made on it stay as they
// are until the desk moves or cancels them, telling the patient. Pure: the form checks with
// the same schemas.

/** Who may mark leave: the front desk and editors (an admin may do everything). */
export const LEAVE_DESK_ROLES = ["front_desk", "editor"] as const satisfies readonly StaffRole[];

/** Leave of at most a year at a time (a longer absence is two entries, or the profile unpublished). */
const LEAVE_MAX_DAYS = 366;
/** The reason's length: the doctor form's own (not shown to visitors, not kept in the audit). */
const REASON_MAX = 200;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => ISO_DAY.test(v) && new Date(`${v}T12:00:00Z`).toISOString().startsWith(v);

const day = (which: "first" | "last") =>
  z
    .string({ error: `Enter the ${which} day of the leave.` })
    .trim()
    .min(1, `Enter the ${which} day of the leave.`)
    .refine(isDay, `The ${which} day must be a date, such as 2026-12-01.`);

const leaveFields = {
  /** The doctor's username (url slug), as the bookings desk's filter names doctors. */
  doctor: z
    .string({ error: "Choose the doctor." })
    .trim()
    .min(1, "Choose the doctor.")
    .max(100, "Choose the doctor from the list.")
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "Choose the doctor from the list."),
  fromDate: day("first"),
  toDate: day("last"),
};

type Range = { fromDate: string; toDate: string };
/** Both days are dates (else their own fields say so, and nothing more is said of the range). */
const bothDays = (v: Range) => isDay(v.fromDate) && isDay(v.toDate);
/** The last day on or after the first, and at most a year from it. */
const inOrder = <T extends z.ZodType<Range>>(schema: T) =>
  schema
    .refine((v) => !bothDays(v) || v.fromDate <= v.toDate, { path: ["toDate"], message: "The last day must be on or after the first day." })
    .refine((v) => !bothDays(v) || v.fromDate > v.toDate || daysInRange(v.fromDate, v.toDate) <= LEAVE_MAX_DAYS, {
      path: ["toDate"],
      message: `Leave is at most ${LEAVE_MAX_DAYS} days at a time: enter a longer absence as two.`,
    });

/** POST /api/admin/leave/check: the bookings the leave would touch, before it is saved. */
export const leaveCheckSchema = inOrder(z.object(leaveFields));

/** POST /api/admin/leave/add */
export const leaveAddSchema = inOrder(
  z.object({
    ...leaveFields,
    reason: safeText({ max: REASON_MAX, label: "The reason", typeError: "The reason must be text." }).optional(),
  }),
);

/** POST /api/admin/leave/remove */
export const leaveIdSchema = z.object({ id: z.uuid({ error: "Choose a leave entry from the list." }) });

export const LEAVE_BOOKING_STATUSES = ["held", "requested", "confirmed"] as const;
export type LeaveBookingStatus = (typeof LEAVE_BOOKING_STATUSES)[number];
export const LEAVE_BOOKING_STATUS_TEXT: Record<LeaveBookingStatus, string> = {
  held: "Being paid for now",
  requested: "Waiting for confirmation",
  confirmed: "Confirmed",
};

/**
 * A booking on a leave day, with what the desk needs to call the patient. `patient` is null for
 * staff who do not see patients' details (an editor: PATIENT_DETAILS_ROLES in staff.ts).
 */
const leaveBookingSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(LEAVE_BOOKING_STATUSES),
    patient: z.object({ name: z.string(), phone: z.string() }).nullable(),
  })
  .meta({ title: "LeaveBooking" });
export type LeaveBooking = z.infer<typeof leaveBookingSchema>;

/** POST /api/admin/leave/check: the doctor, the days, and the bookings still to come on them. */
export const leaveCheckResultSchema = z
  .object({
    doctor: z.object({ username: z.string(), fullName: z.string() }),
    fromDate: z.string(),
    toDate: z.string(),
    bookings: z.array(leaveBookingSchema),
  })
  .meta({ title: "LeaveCheck" });
export type LeaveCheck = z.infer<typeof leaveCheckResultSchema>;

/** One leave entry, with the bookings still to come on its days. */
const leaveEntrySchema = z.object({ id: z.string(), fromDate: z.string(), toDate: z.string(), reason: z.string(), bookings: z.array(leaveBookingSchema) });

/** POST /api/admin/leave/list: each doctor with current or upcoming leave, by name. */
export const doctorLeaveSchema = z
  .object({ doctor: z.object({ username: z.string(), fullName: z.string(), isActive: z.boolean() }), leave: z.array(leaveEntrySchema) })
  .meta({ title: "DoctorLeave" });
export type DoctorLeave = z.infer<typeof doctorLeaveSchema>;

/** POST /api/admin/leave/add: the entry saved, with the bookings on its days as they are now. */
export const leaveAddedSchema = leaveCheckResultSchema.extend({ id: z.string() }).meta({ title: "LeaveAdded" });
export type LeaveAdded = z.infer<typeof leaveAddedSchema>;

/** POST /api/admin/leave/remove: the entry removed; its days' free slots are offered again (and to the waitlist). */
export const leaveRemovedSchema = z.object({ id: z.string() }).meta({ title: "LeaveRemoved" });
export type LeaveRemoved = z.infer<typeof leaveRemovedSchema>;
