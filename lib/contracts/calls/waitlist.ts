import { ROUTES } from "@/lib/routes";
import { defineCall } from "./declare";
import { claimWaitlistResponseSchema, joinWaitlistResponseSchema, joinWaitlistSchema, leaveWaitlistResponseSchema, waitlistLinkSchema, waitlistLinkViewSchema } from "@/lib/contracts/waitlist";

// The waitlist: a freed slot offered by SMS (docs/API.md "Waitlist").

export const claimWaitlistOfferCall = defineCall({
  group: "waitlist",
  method: "POST",
  path: "web/waitlist/claim",
  status: 201,
  access: "public",
  body: waitlistLinkSchema,
  limited: true,
  output: claimWaitlistResponseSchema,
  summary: "holds an offered slot for its patient, as add-booking-detail does, and answers a booking token to pay for it; 409 offer_expired / slot_taken",
  request: "`{ link }`",
  answer: `201 \`{ booking, token, expiresAt }\`: the offer's slot has been held for it since the offer was sent (nobody else can book it meanwhile); the claim makes that hold the patient's for \`BOOKING_HOLD_MINUTES\`, with a booking token for its payment (the SMS link verified the phone for this booking only: the token opens the booking calls, never ${ROUTES.myData} or the saved patients, which need a code): the page keeps it as \`token\` and goes on to create-order and \`${ROUTES.payment}\`; 409 \`offer_expired\` after 15 minutes, 409 \`offer_claimed\` once claimed (of claims sent at once, one wins), 409 \`slot_taken\` when the hold was released by the desk`,
  reasons: ["offer_expired", "offer_claimed", "slot_taken"],
});

export const getWaitlistOfferCall = defineCall({
  group: "waitlist",
  method: "POST",
  path: "web/waitlist/get-offer",
  access: "public",
  body: waitlistLinkSchema,
  limited: true,
  output: waitlistLinkViewSchema,
  summary: "the slot a waitlist offer's signed link opens (the link's token in the body, never in an address)",
  request: "`{ link }`",
  answer: "an offer's link: `{ status` (open, claimed, expired, taken)`, doctor, start, end, timeZone, fee, expiresAt, range }`; the link sent on joining: `{ status` (waiting, booked)`, reference, doctor, range }`",
});

export const joinWaitlistCall = defineCall({
  group: "waitlist",
  method: "POST",
  path: "web/waitlist/join",
  status: 201,
  access: "booking",
  body: joinWaitlistSchema,
  limited: true,
  output: joinWaitlistResponseSchema,
  summary: "the verified phone waits for a doctor's free slot between two dates (booking token, the patient's details); joining again changes the range and keeps the place; an SMS confirms it with the reference and a link to leave",
  request: "`{ doctor` (username)`, from, to` (YYYY-MM-DD, `to - from` at most 13 days)`, patient` (as add-patient-detail, required: an offer keeps its slot for this patient)`, specialityId? }`",
  answer: "201 `{ waitlistId, reference` (\"WL-…\")`, leaveLink, position, from, to, doctor: { username, fullName } }`, and an SMS with the reference and a link to leave; the same phone joining the same doctor again changes the range and keeps its place; 400 for a range over 14 days, a first date before today or no patient; 409 `days_not_full` when a day of the range has a free slot or is beyond the doctor's booking horizon (days full, over or without an OPD are taken); 404 for an unknown doctor",
  reasons: ["days_not_full"],
});

export const leaveWaitlistCall = defineCall({
  group: "waitlist",
  method: "POST",
  path: "web/waitlist/leave",
  access: "public",
  body: waitlistLinkSchema,
  limited: true,
  output: leaveWaitlistResponseSchema,
  summary: "removes the patient of an offer's link from the waitlist (and passes an open offer on)",
  request: "`{ link }` (an offer's link, or the one sent on joining)",
  answer: "`{ left: true }`: the entry and its offers are deleted and an open offer's slot is free again; leaving twice answers the same",
});
