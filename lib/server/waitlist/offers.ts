import "server-only";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { Executor } from "../db";
import { doctors, waitlistEntries, waitlistOffers } from "../db/schema";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { enqueueMessage } from "../outbox";
import { freeSlotsBetween } from "../booking";
import { formatAppointment, localDateOf } from "@/lib/format/appointment-time";
import { WAITLIST_OFFER_MINUTES, WAITLIST_QUIET_HOURS } from "@/lib/contracts/waitlist";
import { ROUTES } from "@/lib/routes";
import { issueOfferLink } from "./link";

/**
 * The offer round, run by the outbox dispatcher every few seconds beside the lapse of unpaid
 * holds (lib/server/startup.ts). It does not wait to be told that a slot was freed: each round
 * looks at every doctor with waiting entries, finds the free slots in their ranges (whatever
 * freed them: a cancellation, a move, a lapsed hold, leave removed) and offers each slot that has
 * no open offer to the first entry in line that covers its date, has no open offer of its own and
 * was never offered that slot. An offer lapses after 15 minutes and the slot goes to the next in
 * line on the next round. From 21:00 to 08:00 in the hospital's zone no offer is made.
 * Two instances running rounds at once cannot offer one slot twice: the partial unique indexes
 * let one insert through, and only an inserted offer queues its SMS (same transaction).
 */

/** After this many offers lapsed unanswered, an entry gets no more (it stays listed for the desk). */
const MAX_LAPSED_OFFERS = 3;

const hourFormat = new Map<string, Intl.DateTimeFormat>();
function localHour(at: Date, timeZone: string): number {
  let f = hourFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" });
    hourFormat.set(timeZone, f);
  }
  return Number(f.formatToParts(at).find((p) => p.type === "hour")?.value ?? 0);
}

/** Whether `at` falls in the quiet hours (21:00 to 08:00 unless WAITLIST_QUIET_HOURS says otherwise) of the zone. */
export function inQuietHours(at: Date, timeZone: string, quiet: { from: number; until: number } | null = WAITLIST_QUIET_HOURS): boolean {
  if (!quiet) return false;
  const hour = localHour(at, timeZone);
  return quiet.from > quiet.until ? hour >= quiet.from || hour < quiet.until : hour >= quiet.from && hour < quiet.until;
}

export interface OfferRoundResult {
  lapsed: number;
  taken: number;
  offered: number;
}

export async function runOfferRound(db: Executor, clock: Clock): Promise<OfferRoundResult> {
  const now = clock();
  const config = getConfig();
  const lapsed = await db
    .update(waitlistOffers)
    .set({ status: "expired", closedAt: now })
    .where(and(eq(waitlistOffers.status, "open"), lte(waitlistOffers.expiresAt, now)))
    .returning({ id: waitlistOffers.id });
  const result: OfferRoundResult = { lapsed: lapsed.length, taken: 0, offered: 0 };
  if (inQuietHours(now, config.timeZone, config.waitlistQuietHours)) return result;

  const today = localDateOf(now, config.timeZone);
  const entries = await db
    .select({ id: waitlistEntries.id, doctorId: waitlistEntries.doctorId, phone: waitlistEntries.phone, from: waitlistEntries.fromDate, to: waitlistEntries.toDate })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "waiting"), gte(waitlistEntries.toDate, today)))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  if (!entries.length) return result;

  const doctorIds = [...new Set(entries.map((e) => e.doctorId))];
  const from = entries.reduce((min, e) => (e.from < min ? e.from : min), entries[0].from);
  const to = entries.reduce((max, e) => (e.to > max ? e.to : max), entries[0].to);
  const free = await freeSlotsBetween(db, doctorIds, from < today ? today : from, to, now);
  const freeKeys = new Set([...free].flatMap(([doctorId, slots]) => slots.map((s) => `${doctorId}|${s.start}`)));

  const offers = await db
    .select({ id: waitlistOffers.id, entryId: waitlistOffers.entryId, doctorId: waitlistOffers.doctorId, slotStart: waitlistOffers.slotStart, status: waitlistOffers.status })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, entries.map((e) => e.id)));
  // An open offer whose slot is no longer free (booked by someone else): closed, so its patient
  // is free for the next slot.
  const gone = offers.filter((o) => o.status === "open" && !freeKeys.has(`${o.doctorId}|${o.slotStart.toISOString()}`));
  if (gone.length) {
    const closed = await db
      .update(waitlistOffers)
      .set({ status: "taken", closedAt: now })
      .where(and(inArray(waitlistOffers.id, gone.map((o) => o.id)), eq(waitlistOffers.status, "open")))
      .returning({ id: waitlistOffers.id });
    result.taken = closed.length;
    for (const o of gone) o.status = "taken";
  }
  const openSlots = new Set(offers.filter((o) => o.status === "open").map((o) => `${o.doctorId}|${o.slotStart.toISOString()}`));
  const busyEntries = new Set(offers.filter((o) => o.status === "open").map((o) => o.entryId));
  const tried = new Set(offers.map((o) => `${o.entryId}|${o.slotStart.toISOString()}`));
  const lapsedCount = new Map<string, number>();
  for (const o of offers) if (o.status === "expired") lapsedCount.set(o.entryId, (lapsedCount.get(o.entryId) ?? 0) + 1);

  const names = new Map(
    (await db.select({ id: doctors.id, title: doctors.title, name: doctors.name }).from(doctors).where(inArray(doctors.id, doctorIds))).map((d) => [d.id, `${d.title} ${d.name}`.trim()]),
  );
  for (const [doctorId, slots] of free) {
    const line = entries.filter((e) => e.doctorId === doctorId);
    for (const slot of slots) {
      if (openSlots.has(`${doctorId}|${slot.start}`)) continue;
      const day = localDateOf(slot.start, config.timeZone);
      const next = line.find(
        (e) => !busyEntries.has(e.id) && e.from <= day && day <= e.to && !tried.has(`${e.id}|${slot.start}`) && (lapsedCount.get(e.id) ?? 0) < MAX_LAPSED_OFFERS,
      );
      if (!next) continue;
      const made = await makeOffer(db, { entry: next, doctorId, doctorName: names.get(doctorId) ?? "", slot }, now);
      busyEntries.add(next.id);
      if (made) {
        openSlots.add(`${doctorId}|${slot.start}`);
        result.offered += 1;
      }
    }
  }
  return result;
}

/** One offer and its SMS, in one transaction; nothing when another round made a conflicting one first. */
async function makeOffer(
  db: Executor,
  input: { entry: { id: string; phone: string }; doctorId: string; doctorName: string; slot: { start: string; end: string } },
  now: Date,
): Promise<boolean> {
  const config = getConfig();
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
  const start = new Date(input.slot.start);
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .insert(waitlistOffers)
      .values({ entryId: input.entry.id, doctorId: input.doctorId, slotStart: start, slotEnd: new Date(input.slot.end), status: "open", sentAt: now, expiresAt })
      .onConflictDoNothing()
      .returning({ id: waitlistOffers.id });
    if (!offer) return false;
    const link = await issueOfferLink(tx, offer.id, now, start);
    const when = formatAppointment(start, config.timeZone);
    await enqueueMessage(tx, {
      channel: "sms",
      kind: "waitlist_offer",
      recipient: input.entry.phone,
      ownerPhone: input.entry.phone,
      body:
        `${config.hospitalName}: a slot with ${input.doctorName} on ${when} is free. It is kept for you for ${WAITLIST_OFFER_MINUTES} minutes: ` +
        `claim it (or leave the waitlist) at ${config.siteUrl}${ROUTES.waitlistOffer}#${link}`,
      dedupeKey: `waitlist_offer:${offer.id}`,
      expiresAt,
      now,
    });
    return true;
  });
}
