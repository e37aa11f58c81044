import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { waitlistEntries, waitlistOffers } from "../db/schema";
import { getConfig } from "../config";
import { localDateOf } from "@/lib/format/appointment-time";

/**
 * Nothing of the waitlist outlives its use: an entry goes the day after its range ends (its
 * offers with it), and an offer goes 30 days after it was sent whatever its entry (the desk's
 * record of what was offered). Run hourly by the dispatcher with the other retention jobs.
 */
const OFFER_RETENTION_DAYS = 30;

export async function pruneWaitlist(db: Executor, now: Date): Promise<{ entries: number; offers: number }> {
  const today = localDateOf(now, getConfig().timeZone);
  const offers = await db
    .delete(waitlistOffers)
    .where(lt(waitlistOffers.sentAt, new Date(now.getTime() - OFFER_RETENTION_DAYS * 86_400_000)))
    .returning({ id: waitlistOffers.id });
  const entries = await db.delete(waitlistEntries).where(sql`${waitlistEntries.toDate} < ${today}::date`).returning({ id: waitlistEntries.id });
  return { entries: entries.length, offers: offers.length };
}
