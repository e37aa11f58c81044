import "server-only";

/**
 * The waitlist: a verified phone waits for one doctor's free slot between two local dates.
 * The rules the database keeps (migration 0011): one entry per phone and doctor, one open offer
 * per slot and per entry, an entry never offered the same slot twice. Offers are made by the
 * offer round (offers.ts), which the outbox dispatcher runs beside the lapse of unpaid holds.
 *
 * One file per subject: join.ts, links.ts (what a link opens), leave.ts, of-phone.ts (the
 * patient's own data) and desk.ts (the staff console); this file is the folder's door.
 */
export { joinWaitlist } from "./join";
export { linkInvalid, offerExpired, offerView } from "./links";
export { leaveByLink } from "./leave";
export { eraseWaitlistOfPhone, waitlistOfPhone } from "./of-phone";
export { listWaitlists } from "./desk";
