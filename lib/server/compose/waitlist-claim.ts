import "server-only";
import crypto from "node:crypto";
import type { Executor } from "../db";
import type { Clock } from "../clock";
import { DomainError } from "@/lib/errors";
import { holdSlot, slotTaken } from "../booking";
import { verifiedByLink } from "../otp";
import { closeOffer, offerExpired, offerOfLink } from "../waitlist";
import type { ClaimWaitlistResponse } from "@/lib/contracts/waitlist";

/**
 * `/web/waitlist/claim`: the patient of an open offer takes its slot. The hold is made exactly
 * as add-booking-detail makes it (holdSlot: the exclusion constraint `bookings_no_overlap`
 * decides a race with anyone booking the same time, so exactly one wins and the other answers
 * 409 slot_taken), then paid on /payment as any hold. The SMS link proved the phone, so the
 * claim answers a booking token for that payment, as verify-otp would.
 */
export async function claimOffer(db: Executor, link: string, clock: Clock): Promise<ClaimWaitlistResponse> {
  const now = clock();
  const offer = await offerOfLink(db, link, clock);
  if (offer.status === "taken") throw slotTaken();
  if (offer.status !== "open" || offer.expiresAt.getTime() <= now.getTime()) throw offerExpired();
  if (!offer.patient) {
    throw new DomainError("bad_request", "The patient's details are missing from this waitlist entry. Please book the slot from the doctor's page.", {
      errors: [{ path: "patient", message: "not given when joining" }],
    });
  }
  const attemptId = crypto.randomUUID();
  let booking;
  try {
    booking = await holdSlot(
      db,
      { attemptId, phone: offer.phone, doctor: offer.doctor.username, slotStart: offer.slotStart.toISOString(), patient: offer.patient, ...(offer.specialityId ? { specialityId: offer.specialityId } : {}) },
      clock,
    );
  } catch (error) {
    // Someone else booked the time first (or it is no longer a slot): the offer ends here, and
    // the patient stays in line for the next one.
    if (error instanceof DomainError && (error.reason === "slot_taken" || error.reason === "not_a_slot")) {
      await closeOffer(db, offer, "taken", now);
      throw slotTaken();
    }
    throw error;
  }
  await closeOffer(db, offer, "claimed", now);
  const { token, expiresAt } = await verifiedByLink(db, { attemptId, phone: offer.phone }, now);
  return { booking, token, expiresAt };
}
