import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "../db";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { DomainError } from "@/lib/errors";
import { bookings, waitlistEntries, waitlistOffers } from "../db/schema";
import { bookingView, slotTaken } from "../booking";
import { isDayOff, lockDoctorTime } from "../booking/time-lock";
import { localDateOf } from "@/lib/format/appointment-time";
import { verifiedByLink } from "../otp";
import { linkInvalid, offerExpired } from "../waitlist";
import { readOfferLink } from "../auth/waitlist-links";
import { releaseOfferHolds } from "../waitlist/offers";
import type { ClaimWaitlistResponse } from "@/lib/contracts/waitlist";

const offerClaimed = () =>
  new DomainError("conflict", "This slot was already claimed with this link. Finish the payment on the page that opened then; if the hold ends unpaid, the slot is free to book again.", {
    reason: "offer_claimed",
  });

/**
 * `/web/waitlist/claim`: the patient of an open offer takes its slot. The offer's slot is already
 * held for them (holdForOffer, since the offer was sent), so claiming turns that hold into their
 * own for payment: BOOKING_HOLD_MINUTES from now, paid on /payment as any hold. The SMS link
 * proved the phone, so the claim answers a booking token for that hold, as verify-otp would.
 *
 * The offer's row is locked first, for the whole transaction: of claims sent at once one finds the
 * offer open and claims it, every other finds it claimed and answers 409 offer_claimed, changing
 * nothing.
 */
export async function claimOffer(db: Executor, link: string, clock: Clock): Promise<ClaimWaitlistResponse> {
  const now = clock();
  const offerId = await readOfferLink(db, link, clock);
  if (!offerId) throw linkInvalid();
  const claimed = await db.transaction(async (tx) => {
    const [offer] = await tx
      .select({
        id: waitlistOffers.id,
        entryId: waitlistOffers.entryId,
        doctorId: waitlistOffers.doctorId,
        slotStart: waitlistOffers.slotStart,
        status: waitlistOffers.status,
        expiresAt: waitlistOffers.expiresAt,
        phone: waitlistEntries.phone,
      })
      .from(waitlistOffers)
      .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
      .where(eq(waitlistOffers.id, offerId))
      .for("update", { of: waitlistOffers });
    if (!offer) throw linkInvalid();
    if (offer.status === "claimed") throw offerClaimed();
    if (offer.status === "taken") throw slotTaken();
    if (offer.status !== "open" || offer.expiresAt.getTime() <= now.getTime()) throw offerExpired();
    await lockDoctorTime(tx, offer.doctorId);
    // Leave or a holiday added on the offer's day since it was sent (read under the lock, which
    // adding leave takes too): the slot is not kept any more, and the patient is told why.
    if (await isDayOff(tx, offer.doctorId, localDateOf(offer.slotStart, getConfig().timeZone))) {
      await releaseOfferHolds(tx, [offer.id], now);
      await tx.update(waitlistOffers).set({ status: "taken", closedAt: now }).where(eq(waitlistOffers.id, offer.id));
      return "day_off" as const;
    }
    const [hold] = await tx
      .update(bookings)
      .set({ holdExpiresAt: new Date(now.getTime() + getConfig().holdMinutes * 60_000), updatedAt: now })
      .where(and(eq(bookings.attemptId, offer.id), eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now)))
      .returning({ id: bookings.id });
    if (!hold) {
      // The hold was released (by the desk) though the offer was open: the slot is not kept any more.
      await tx.update(waitlistOffers).set({ status: "taken", closedAt: now }).where(eq(waitlistOffers.id, offer.id));
      return null;
    }
    await tx.update(waitlistOffers).set({ status: "claimed", closedAt: now }).where(eq(waitlistOffers.id, offer.id));
    await tx.update(waitlistEntries).set({ status: "booked", updatedAt: now }).where(eq(waitlistEntries.id, offer.entryId));
    return { bookingId: hold.id, attemptId: offer.id, phone: offer.phone };
  });
  if (!claimed) throw slotTaken();
  if (claimed === "day_off") throw new DomainError("conflict", "The doctor is not seeing patients on that day any more, so the slot is not kept for you. You are still on the waitlist.", { reason: "day_off" });
  const { token, expiresAt } = await verifiedByLink(db, { attemptId: claimed.attemptId, phone: claimed.phone }, now);
  return { booking: (await bookingView(db, claimed.bookingId, now))!, token, expiresAt };
}
