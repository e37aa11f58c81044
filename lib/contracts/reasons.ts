// Every machine-readable reason a failure envelope may carry as its `code`, with what it means,
// declared once for the server (DomainError, HttpError), the browser (ApiError) and the API
// reference (docs/API.md lists them), so that a reason one side throws and the other does not
// know, or a typo on either side, fails the type check. A reason is
// sent only where a client must tell one failure apart from another of the same status.

export const REASONS = {
  // The HTTP layer and the rate limits
  request_cut_off: "the client went away before the request's body arrived (400)",
  rate_limited: "too many requests from this client, phone or site in the window (429, Retry-After)",
  token_invalid: "the phone verification's token is missing, forged or expired (401)",
  phone_not_verified: "the body names a mobile number other than the one the token verified (400)",
  // One-time codes and the proof of work before them
  otp_wrong: "the code typed is not the one sent; the message says how many tries are left (400)",
  otp_expired: "the code is older than its 5 minutes (400)",
  otp_void: "the code was used, replaced or tried too often (400)",
  otp_attempt_unknown: "the verification the request names has ended or never existed (400)",
  otp_not_sent: "the SMS gateway did not take the code; nothing counted against the limits (503)",
  pow_failed: "the proof of work is wrong, spent, or of a lower level than the address's now (400)",
  // Booking, moving and cancelling
  slot_taken: "someone else holds or booked this slot (409)",
  not_a_slot: "the time is not one of the doctor's bookable slots (400)",
  day_off: "the doctor no longer sees patients on that day (409)",
  hold_exists: "this phone already holds another slot, or a waitlist offer keeps one for it (409)",
  no_online_booking: "the doctor has no consultation fee, so is booked by phone (409)",
  link_invalid: "a booking or waitlist link has expired or is not valid (403)",
  not_active: "the booking is cancelled or otherwise no longer active (409)",
  too_late: "the booking can no longer be changed online under the change rules (409)",
  not_changeable: "the booking changed a moment ago and is not in a state this change takes (409)",
  started: "the appointment has begun, so the desk cannot move it (409)",
  too_early: "attendance is marked only after the appointment has started (400)",
  leave_over: "the leave's last day has passed: it cannot be added or removed (400, 409)",
  // Waitlist
  days_not_full: "the chosen days have free slots, or lie past the booking horizon (409)",
  offer_expired: "the offer lapsed and went to the next patient in line (409)",
  offer_claimed: "the offer was already claimed with this link (409)",
  // Payments
  hold_expired: "the minutes to pay for the held slot have passed (409)",
  already_paid: "the booking or order is already paid (409)",
  payment_mismatch: "the payment does not belong to this order (400)",
  signature_invalid: "the gateway's signature of a payment or webhook does not verify (400)",
  order_gone: "the order is no longer on record; any payment of it is refunded (409)",
  not_due: "no refund is due on this payment any more (409)",
  refund_in_flight: "this payment's refund is being asked of the gateway right now (409)",
  not_in_review: "the payment no longer waits for the desk's review (409)",
  // My data
  future_bookings: "an erasure waits until the appointments still to come are cancelled or past (409)",
  payment_unchecked: "an erasure waits for a payment started a moment ago (503)",
  payment_service_unavailable: "an erasure could not ask the gateway about payments on their way (503)",
  request_full: "an open privacy request of this kind already holds as much as it can (409)",
  already_closed: "the privacy request is already closed (409)",
  // Careers
  opening_closed: "the job opening no longer takes applications (409)",
  already_applied: "this e-mail has already applied for this opening (409)",
  // The staff console
  signed_out: "the console session has ended (401)",
  reset_link_refused: "the password reset link is forged, already used or older than its 30 minutes (400)",
  sign_in_failed: "the e-mail or password is not right (401; the same for every cause)",
  second_factor: "the session has given its password but not yet its second factor: finish signing in (401)",
  step_up: "a call on money or accounts wants the second factor given again: it was given too long ago (403)",
  factor_failed: "the passkey, code or recovery code is not right, or a code already used (400)",
  factor_locked: "100 wrong second factors for the account from browsers it has not signed in on: none is taken from such a browser until the password changes (403)",
  enrolled: "the account already has its second factor: it is given to sign in, not enrolled again (403)",
  last_factor: "the account's only second factor cannot be removed: add another first (409)",
  cross_site: "a console change that did not come from the console's own pages (403)",
  role: "the staff member's role may not use this call (403)",
  version_conflict: "someone else saved the record after it was loaded (409)",
  english_changed: "a translation's English changed after the page was opened: it is not saved as translating the new one (409)",
  stale: "a short link changed after it was loaded; the answer carries it as it is now (409)",
  taken: "a value that must be unique is used by another record (409)",
  in_use: "other records still use the one to be deleted (409)",
  reference_gone: "a record this one refers to no longer exists (400)",
  id_taken: "the short link's id is taken, or differs only in letter case from another (409)",
  not_retryable: "the message is not one the console may send again (400, 409)",
  // Image uploads
  image_empty: "the file is empty (400)",
  image_too_large: "the file is over the size limit (413)",
  too_many_pixels: "the image is over the pixel limit (413)",
  image_type: "the content is not one of the accepted image types (415)",
  image_damaged: "the image cannot be decoded: damaged or cut off (400)",
} as const;

export type Reason = keyof typeof REASONS;
