import "server-only";

/**
 * Availability and bookings. Free slots come from each doctor's weekly sittings, leave and
 * holidays, minimum notice and horizon (slots.ts); a slot is free when no active booking or
 * unexpired hold covers it. Holding a slot is an insert that the exclusion constraint
 * `bookings_no_overlap` guards: two bookings can never hold the same doctor's time.
 *
 * One file per subject: availability.ts (free slots), patients.ts, verified-phone.ts, hold.ts, view.ts,
 * change-tiers.ts and doctor.ts (the doctor a visitor books); this file is the folder's door.
 */
export { expireHolds, holdForOffer, holdSlot, slotTaken } from "./hold";
export { dayStatesOf, freeSlotsBetween, getFreeSlots } from "./availability";
export { addPatient, forgetPatient, savedPatients } from "./patients";
export { checkVerifiedPhone } from "./verified-phone";
export { getChangeTiers, moveNoticeHours } from "./change-tiers";
export { bookingOfAttempt, bookingView, paidAmount } from "./view";
