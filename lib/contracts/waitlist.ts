import { z } from "zod";
import { DATE_YEARS_MESSAGE, inDateYears, slug } from "./common";
import { bookingViewSchema, patientSchema } from "./booking";
import { moneySchema } from "./doctors";
import type { StaffRole } from "./staff";

// The waitlist's calls (docs/API.md "Waitlist"): a verified phone waits for a doctor's free slot
// between two dates; a freed slot is offered by SMS, one patient at a time, with a signed link
// that opens /waitlist-offer#<link> to claim it (then pay as in the booking flow) or to leave.
// Pure: the join form validates with the same schema.

/** The longest range a patient may wait for: 14 days, both ends included. */
export const WAITLIST_MAX_DAYS = 14;
/** How long an offered slot is kept for the patient it was offered to. */
export const WAITLIST_OFFER_MINUTES = 15;
/** No offer is sent from 21:00 to 08:00 in the hospital's zone: it waits until 08:00. */
export const WAITLIST_QUIET_HOURS = { from: 21, until: 8 } as const;

const hourText = (h: number) => (h === 0 ? "midnight" : h === 12 ? "noon" : `${h % 12} ${h < 12 ? "am" : "pm"}`);

/** The sentence that tells visitors when no offer is sent (WAITLIST_QUIET_HOURS), or "" when offers go out at any hour. */
export function quietHoursSentence(quiet: { from: number; until: number } | null): string {
  return quiet ? `No offer is sent between ${hourText(quiet.from)} and ${hourText(quiet.until)}.` : "";
}

/** What a patient quotes for their place on a waitlist: "WL-" and the first 8 characters of the entry's id. */
export const waitlistReference = (entryId: string) => `WL-${entryId.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

const DATE_MESSAGE = "as a date YYYY-MM-DD";
const localDate = (what: string) =>
  z
    .string({ error: `Enter ${what} ${DATE_MESSAGE}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter ${what} ${DATE_MESSAGE}`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${what[0].toUpperCase()}${what.slice(1)} does not exist`)
    .refine(inDateYears, `${what[0].toUpperCase()}${what.slice(1)} ${DATE_YEARS_MESSAGE}`);

/** Days from `from` to `to`, both included ("2026-12-01" to "2026-12-01" is 1). */
export const daysInRange = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const joinWaitlistSchema = z
  .object({
    /** The doctor's username (url slug), as free-slots takes it. */
    doctor: slug,
    /** The first and last local dates the patient could come (at most 14 days, from today on). */
    from: localDate("the first date"),
    to: localDate("the last date"),
    /** The patient's details, so that a claimed slot is held for them (the verified phone's own). */
    patient: patientSchema.optional(),
    /** The speciality the visitor chose the doctor under (optional). */
    specialityId: z.uuid({ error: "The speciality is not valid" }).optional(),
  })
  .refine((b) => b.from <= b.to, { path: ["to"], message: "The last date must be on or after the first date" })
  .refine((b) => b.from > b.to || daysInRange(b.from, b.to) <= WAITLIST_MAX_DAYS, {
    path: ["to"],
    message: `Choose a range of at most ${WAITLIST_MAX_DAYS} days`,
  });

export const joinWaitlistResponseSchema = z
  .object({
    waitlistId: z.string(),
    reference: z.string(),
    leaveLink: z.string().describe("The signed link that leaves the waitlist (/web/waitlist/leave), as the SMS's link does."),
    position: z.number().int().describe("1 for the first in line for this doctor."),
    from: z.string(),
    to: z.string(),
    doctor: z.object({ username: z.string(), fullName: z.string() }),
  })
  .meta({ title: "JoinWaitlistResponse" });
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

const LINK_INVALID = "This waitlist link is not complete or not valid. Open it again from your SMS, or call the hospital.";
/** The signed link of an offer (the part after # in the SMS's link). */
export const waitlistLinkSchema = z.object({
  link: z
    .string({ error: "The waitlist link is missing. Open it again from your SMS." })
    .min(20, LINK_INVALID)
    .max(2000, LINK_INVALID)
    .regex(/^[A-Za-z0-9_.-]+$/, LINK_INVALID),
});

const WAITLIST_OFFER_STATUSES = ["open", "claimed", "expired", "taken"] as const;
type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];
const doctorRefSchema = z.object({ username: z.string(), fullName: z.string(), designation: z.string() });
const rangeSchema = z.object({ from: z.string(), to: z.string() });

/** POST /api/web/waitlist/get-offer: the offered slot, as the claim page shows it. */
const waitlistOfferViewSchema = z
  .object({
    status: z.enum(WAITLIST_OFFER_STATUSES),
    doctor: doctorRefSchema,
    start: z.string(),
    end: z.string(),
    timeZone: z.string(),
    fee: moneySchema,
    expiresAt: z.string().describe("Until when it can be claimed."),
    range: rangeSchema.nullable().describe("The range the patient is waiting for (null once they left)."),
  })
  .meta({ title: "WaitlistOfferView" });
export type WaitlistOfferView = z.infer<typeof waitlistOfferViewSchema>;

/** POST /api/web/waitlist/get-offer with the link of the SMS sent on joining: the place on the waitlist. */
const waitlistEntryViewSchema = z
  .object({ status: z.enum(["waiting", "booked"]), reference: z.string(), doctor: doctorRefSchema, range: rangeSchema })
  .meta({ title: "WaitlistEntryView" });
export type WaitlistEntryView = z.infer<typeof waitlistEntryViewSchema>;

/** What a waitlist link opens: an offer, or (the link sent on joining) the place on the waitlist. */
export const waitlistLinkViewSchema = z.union([waitlistOfferViewSchema, waitlistEntryViewSchema]).meta({ title: "WaitlistLinkView" });
export type WaitlistLinkView = z.infer<typeof waitlistLinkViewSchema>;

/** POST /api/web/waitlist/claim: the hold, and a booking token for its payment (the SMS link verified the phone). */
export const claimWaitlistResponseSchema = z.object({ booking: bookingViewSchema, token: z.string(), expiresAt: z.string() }).meta({ title: "ClaimWaitlistResponse" });
export type ClaimWaitlistResponse = z.infer<typeof claimWaitlistResponseSchema>;

export const leaveWaitlistResponseSchema = z.object({ left: z.literal(true) }).meta({ title: "LeaveWaitlistResponse" });

/** Who sees the waitlists in the console: the front desk and the editors (an admin sees everything). */
export const WAITLIST_DESK_ROLES = ["front_desk", "editor"] as const satisfies readonly StaffRole[];

/** The staff console's view of each doctor's waitlist (/admin/waitlist). */
export interface WaitlistDeskOffer {
  _id: string;
  status: WaitlistOfferStatus;
  start: string;
  sentAt: string;
  expiresAt: string;
  closedAt: string | null;
}
interface WaitlistDeskEntry {
  _id: string;
  position: number;
  /** Masked ("+91 ••••• ••210"). */
  phone: string;
  patientName: string | null;
  from: string;
  to: string;
  status: "waiting" | "booked";
  joinedAt: string;
  offers: WaitlistDeskOffer[];
}
export interface WaitlistDeskDoctor {
  doctor: { _id: string; username: string; fullName: string };
  entries: WaitlistDeskEntry[];
}
