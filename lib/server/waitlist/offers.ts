import "server-only";
import { and, asc, eq, gt, gte, inArray, lte, ne, notExists, or } from "drizzle-orm";
import type { Executor } from "../db";
import { bookings, doctors, waitlistEntries, waitlistOffers } from "../db/schema";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { enqueueMessage } from "../outbox";
import { freeSlotsBetween, holdForOffer } from "../booking";
import { expireTagsInStore, TAGS } from "../cache";
import { patientSchema, type PatientDetails } from "@/lib/contracts/booking";
import { formatAppointment, localDateOf } from "@/lib/format/appointment-time";
import { WAITLIST_OFFER_MINUTES, WAITLIST_QUIET_HOURS } from "@/lib/contracts/waitlist";
import { ROUTES } from "@/lib/routes";
import { LINK_WITHHELD } from "../outbox/link-secrets";

/**
 * The offer round, run by the outbox dispatcher every few seconds beside the lapse of unpaid
 * holds (lib/server/startup.ts). It does not wait to be told that a slot was freed: each round
 * looks at every doctor with waiting entries, finds the free slots in their ranges (whatever
 * freed them: a cancellation, a move, a lapsed hold, leave removed) and offers each slot that has
 * no open offer to the first entry in line that covers its date, has no open offer of its own and
 * was never offered that slot. The offer holds its slot for the patient as a booking's hold does
 * (holdForOffer: the exclusion constraint keeps everyone else off it), so "kept for you for 15
 * minutes" is what happens; when the offer lapses, or its patient leaves, the hold is released and
 * the slot goes to the next in line on the next round. In the quiet hours (WAITLIST_QUIET_HOURS,
 * 21:00 to 08:00 in the hospital's zone by default) no offer is made.
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

/**
 * A claimed offer whose hold ended unpaid counts as a lapsed offer (so it is one of the entry's
 * MAX_LAPSED_OFFERS), and its entry waits again: claiming is not booking until the payment.
 */
async function reopenUnpaidClaims(db: Executor, now: Date): Promise<void> {
  // The claimed slot's booking is found by what it is (the entry's phone, the doctor, the time),
  // not by its attempt, which a visitor who verifies again on the payment page replaces. It is
  // alive while held, and once paid (whatever became of it later); it lapsed when it expired.
  const alive = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(
      and(
        eq(bookings.phone, waitlistEntries.phone),
        eq(bookings.doctorId, waitlistOffers.doctorId),
        eq(bookings.startsAt, waitlistOffers.slotStart),
        ne(bookings.status, "expired"),
        or(ne(bookings.status, "held"), gt(bookings.holdExpiresAt, now)),
      ),
    );
  const reopened = await db
    .update(waitlistOffers)
    .set({ status: "expired" })
    .where(and(eq(waitlistOffers.status, "claimed"), notExists(alive)))
    .returning({ entryId: waitlistOffers.entryId });
  if (!reopened.length) return;
  await db
    .update(waitlistEntries)
    .set({ status: "waiting", updatedAt: now })
    .where(and(eq(waitlistEntries.status, "booked"), inArray(waitlistEntries.id, reopened.map((o) => o.entryId))));
}

export async function runOfferRound(db: Executor, clock: Clock): Promise<OfferRoundResult> {
  const now = clock();
  const config = getConfig();
  const lapsed = await db
    .update(waitlistOffers)
    .set({ status: "expired", closedAt: now })
    .where(and(eq(waitlistOffers.status, "open"), lte(waitlistOffers.expiresAt, now)))
    .returning({ id: waitlistOffers.id });
  // Their holds lapsed with them (the same time): marked, so the slots show free at once.
  if (lapsed.length) await releaseOfferHolds(db, lapsed.map((o) => o.id), now);
  await reopenUnpaidClaims(db, now);
  const result: OfferRoundResult = { lapsed: lapsed.length, taken: 0, offered: 0 };
  if (inQuietHours(now, config.timeZone, config.waitlistQuietHours)) return result;

  const today = localDateOf(now, config.timeZone);
  const rows = await db
    .select({
      id: waitlistEntries.id,
      doctorId: waitlistEntries.doctorId,
      phone: waitlistEntries.phone,
      patient: waitlistEntries.patient,
      specialityId: waitlistEntries.specialityId,
      from: waitlistEntries.fromDate,
      to: waitlistEntries.toDate,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "waiting"), gte(waitlistEntries.toDate, today)))
    .orderBy(asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  // An offer holds its slot for a named patient, so only an entry with the patient's details can
  // be offered one (joining asks for them).
  const entries = rows.flatMap((e) => {
    const patient = patientSchema.safeParse(e.patient);
    return patient.success ? [{ ...e, patient: patient.data }] : [];
  });
  if (!entries.length) return result;

  const doctorIds = [...new Set(entries.map((e) => e.doctorId))];
  const from = entries.reduce((min, e) => (e.from < min ? e.from : min), entries[0].from);
  const to = entries.reduce((max, e) => (e.to > max ? e.to : max), entries[0].to);
  // An open offer's slot is held for it, so it is not among these.
  const free = await freeSlotsBetween(db, doctorIds, from < today ? today : from, to, now);

  const offers = await db
    .select({ id: waitlistOffers.id, entryId: waitlistOffers.entryId, doctorId: waitlistOffers.doctorId, slotStart: waitlistOffers.slotStart, status: waitlistOffers.status })
    .from(waitlistOffers)
    .where(inArray(waitlistOffers.entryId, entries.map((e) => e.id)));
  // An open offer whose hold is gone (released by the desk, or never made): closed, so its
  // patient is free for the next slot.
  const open = offers.filter((o) => o.status === "open");
  const held = new Set(
    open.length
      ? (
          await db
            .select({ attemptId: bookings.attemptId })
            .from(bookings)
            .where(and(inArray(bookings.attemptId, open.map((o) => o.id)), eq(bookings.status, "held"), gt(bookings.holdExpiresAt, now)))
        ).map((b) => b.attemptId)
      : [],
  );
  const gone = open.filter((o) => !held.has(o.id));
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
      const candidates = line.filter((e) => e.from <= day && day <= e.to && !tried.has(`${e.id}|${slot.start}`) && (lapsedCount.get(e.id) ?? 0) < MAX_LAPSED_OFFERS);
      for (const next of candidates) {
        if (busyEntries.has(next.id)) continue;
        const made = await makeOffer(db, { entry: next, doctorId, doctorName: names.get(doctorId) ?? "", slot }, now);
        busyEntries.add(next.id);
        if (made === "offered") {
          openSlots.add(`${doctorId}|${slot.start}`);
          result.offered += 1;
        }
        // The patient's phone holds another slot just now (one at a time): the next in line is asked.
        if (made !== "hold_exists") break;
      }
    }
  }
  // A slot held for an offer, or freed by a lapse, shows so on the public pages at once.
  if (result.offered || result.lapsed) await expireTagsInStore([TAGS.availability]);
  return result;
}

/** Marks the holds of these offers expired (an offer that lapsed, or whose patient left): their slots are free again. */
export async function releaseOfferHolds(db: Executor, offerIds: string[], now: Date): Promise<void> {
  if (!offerIds.length) return;
  await db
    .update(bookings)
    .set({ status: "expired", holdExpiresAt: null, updatedAt: now })
    .where(and(inArray(bookings.attemptId, offerIds), eq(bookings.status, "held")));
}

type Outcome = "offered" | "slot_taken" | "hold_exists" | "day_off" | "offered_elsewhere";

/**
 * One offer, the hold that keeps its slot and its SMS, in one transaction; nothing when another
 * round offered the slot (or this entry another slot) first, the time was taken, or the phone
 * holds another slot.
 */
async function makeOffer(
  db: Executor,
  input: { entry: { id: string; phone: string; patient: PatientDetails; specialityId: string | null }; doctorId: string; doctorName: string; slot: { start: string; end: string } },
  now: Date,
): Promise<Outcome> {
  const config = getConfig();
  const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
  const start = new Date(input.slot.start);
  const end = new Date(input.slot.end);
  class NotMade extends Error {
    constructor(readonly outcome: Outcome) {
      super(outcome);
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [offer] = await tx
        .insert(waitlistOffers)
        .values({ entryId: input.entry.id, doctorId: input.doctorId, slotStart: start, slotEnd: end, status: "open", sentAt: now, expiresAt })
        .onConflictDoNothing()
        .returning({ id: waitlistOffers.id });
      if (!offer) return "offered_elsewhere";
      const hold = await holdForOffer(
        tx,
        { offerId: offer.id, doctorId: input.doctorId, phone: input.entry.phone, slot: { start, end }, patient: input.entry.patient, specialityId: input.entry.specialityId, until: expiresAt },
        now,
      );
      // Rolls the offer back with the hold: an offer is only ever sent for a slot kept for it.
      if (hold !== "held") throw new NotMade(hold);
      const when = formatAppointment(start, config.timeZone);
      await enqueueMessage(tx, {
        channel: "sms",
        kind: "waitlist_offer",
        recipient: input.entry.phone,
        ownerPhone: input.entry.phone,
        body:
          `${config.hospitalName}: a slot with ${input.doctorName} on ${when} is free. It is kept for you for ${WAITLIST_OFFER_MINUTES} minutes: ` +
          `claim it (or leave the waitlist) at ${config.siteUrl}${ROUTES.waitlistOffer}${LINK_WITHHELD}`,
        // Signed when sent, readable until the offered slot begins.
        link: { kind: "waitlist-offer", offerId: offer.id, validUntil: start.toISOString() },
        dedupeKey: `waitlist_offer:${offer.id}`,
        expiresAt,
        now,
      });
      return "offered" as const;
    });
  } catch (error) {
    if (error instanceof NotMade) return error.outcome;
    throw error;
  }
}
