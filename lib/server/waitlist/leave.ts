import "server-only";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Executor } from "../db";
import { waitlistEntries, waitlistOffers } from "../db/schema";
import type { Clock } from "../clock";
import { readEntryLink, readOfferLink } from "../auth/waitlist-links";
import { linkInvalid } from "./links";
import { releaseOfferHolds } from "./offers";

// Leaving the waitlist: an entry goes with its offers, the slots they hold released first.

/** `/web/waitlist/leave`: removes the entry of an offer's link or of the link sent on joining (and its offers); leaving twice is not an error. */
export async function leaveByLink(db: Executor, link: string, clock: Clock): Promise<void> {
  const entryId = await readEntryLink(db, link, clock);
  if (entryId) {
    await removeEntries(db, eq(waitlistEntries.id, entryId), clock());
    return;
  }
  const offerId = await readOfferLink(db, link, clock);
  if (!offerId) throw linkInvalid();
  const [offer] = await db.select({ entryId: waitlistOffers.entryId }).from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
  if (offer) await removeEntries(db, eq(waitlistEntries.id, offer.entryId), clock());
}

/**
 * Deletes entries (their offers go with them), first releasing the slots their open offers hold:
 * the offers' rows are locked, so a claim sent at the same moment either finished first (its
 * hold stays the patient's) or finds nothing to claim.
 */
export async function removeEntries(db: Executor, which: SQL, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.status, "open"), inArray(waitlistOffers.entryId, tx.select({ id: waitlistEntries.id }).from(waitlistEntries).where(which))))
      .for("update");
    await releaseOfferHolds(tx, open.map((o) => o.id), now);
    const rows = await tx.delete(waitlistEntries).where(which).returning({ id: waitlistEntries.id });
    return rows.length;
  });
}
