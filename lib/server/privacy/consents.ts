import "server-only";
import { and, asc, eq, isNull, lt, notExists, or } from "drizzle-orm";
import type { Executor } from "../db";
import { consents, patients, type ConsentPurpose } from "../db/schema";
import { cancelPendingTo } from "../outbox/of-person";
import { CONSENT_PURPOSE_TEXT, type ConsentRecord } from "@/lib/contracts/my-data";
import { REMINDER_BOX_LABEL } from "@/lib/contracts/booking";

/**
 * Consents of a phone (DPDP Act s.6): given with the wording agreed to, withdrawn as easily,
 * listed on /my-data. One live consent per phone and purpose (`consents_one_live_per_purpose`):
 * giving it again while it is live changes nothing; after a withdrawal it is a new row.
 */
const CONSENT_WORDING: Record<ConsentPurpose, { version: string; text: string }> = {
  privacy_notice: {
    version: "privacy-notice-2026-11",
    text: "I have read the privacy notice and agree that the hospital uses these details to book and manage this appointment.",
  },
  // The box's words, as the booking form shows them; the choice itself is per booking (bookings.reminders).
  reminders: { version: "reminders-2026-12", text: REMINDER_BOX_LABEL.replace(/ \(optional\)$/, ".") },
  remember_details: { version: "remember-details-2026-11", text: "Remember the patient's details on this number for my next booking." },
};

/** A withdrawn consent's record is kept a year (proof of what was withdrawn when), then deleted. */
const WITHDRAWN_RETENTION_DAYS = 365;
/** A live consent of a phone without any patient left (the booking retention removed them) goes after a day. */
const ORPHAN_HOURS = 24;

/** Records a consent of `phone` for `purpose`, unless one is live. Call it in the transaction of what it was given with. */
export async function giveConsent(db: Executor, phone: string, purpose: ConsentPurpose, now: Date): Promise<void> {
  await db.insert(consents).values({ phone, purpose, ...CONSENT_WORDING[purpose], givenAt: now }).onConflictDoNothing();
}

/**
 * Withdraws the live consent of `phone` for `purpose`; answers whether one was live. Withdrawing
 * reminders also drops the reminders already queued to that phone.
 */
export async function withdrawConsent(db: Executor, phone: string, purpose: ConsentPurpose, now: Date): Promise<boolean> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(eq(consents.phone, phone), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .returning({ id: consents.id });
  if (purpose === "reminders") await cancelPendingTo(db, phone, ["reminder"]);
  // No patient of the phone is offered again at its next booking.
  if (purpose === "remember_details") await db.update(patients).set({ rememberedAt: null, updatedAt: now }).where(eq(patients.phone, phone));
  return rows.length > 0;
}

/** Whether `phone` has a live consent for `purpose` (given, not withdrawn): the day-before reminder is sent only with one. */
export async function hasLiveConsent(db: Executor, phone: string, purpose: ConsentPurpose): Promise<boolean> {
  const [row] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.phone, phone), eq(consents.purpose, purpose), isNull(consents.withdrawnAt)))
    .limit(1);
  return row !== undefined;
}

export async function consentsOfPhone(db: Executor, phone: string): Promise<ConsentRecord[]> {
  const rows = await db.select().from(consents).where(eq(consents.phone, phone)).orderBy(asc(consents.givenAt));
  return rows.map((r) => ({
    purpose: r.purpose,
    what: CONSENT_PURPOSE_TEXT[r.purpose],
    version: r.version,
    givenAt: r.givenAt.toISOString(),
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
  }));
}

/** The erasure: every consent record of the phone goes. Answers how many. */
export async function eraseConsentsOfPhone(db: Executor, phone: string): Promise<number> {
  return (await db.delete(consents).where(eq(consents.phone, phone)).returning({ id: consents.id })).length;
}

/** Retention: withdrawn consents after a year; live ones of a phone no patient row has any more. */
export async function pruneConsents(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(consents)
    .where(
      or(
        lt(consents.withdrawnAt, new Date(now.getTime() - WITHDRAWN_RETENTION_DAYS * 86_400_000)),
        and(lt(consents.givenAt, new Date(now.getTime() - ORPHAN_HOURS * 3600_000)), notExists(db.select({ id: patients.id }).from(patients).where(eq(patients.phone, consents.phone)))),
      ),
    )
    .returning({ id: consents.id });
  return rows.length;
}
