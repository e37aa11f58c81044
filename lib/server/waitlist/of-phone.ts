import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { WaitlistRecord } from "@/lib/contracts/my-data";
import type { Executor } from "../db";
import { doctors, waitlistEntries, waitlistOffers } from "../db/schema";
import { removeEntries } from "./leave";

// The patient's own data: a phone's waitlist entries and offers, read and erased by the phone.

/** Every waitlist entry and offer of a phone, as plain JSON (for the patient's "my data"). */
export async function waitlistOfPhone(db: Executor, phone: string): Promise<WaitlistRecord[]> {
  const entries = await db
    .select({
      id: waitlistEntries.id,
      doctor: doctors.username,
      from: waitlistEntries.fromDate,
      to: waitlistEntries.toDate,
      status: waitlistEntries.status,
      patient: waitlistEntries.patient,
      joinedAt: waitlistEntries.joinedAt,
      updatedAt: waitlistEntries.updatedAt,
    })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .where(eq(waitlistEntries.phone, phone))
    .orderBy(asc(waitlistEntries.joinedAt));
  const offers = entries.length
    ? await db
        .select()
        .from(waitlistOffers)
        .where(inArray(waitlistOffers.entryId, entries.map((e) => e.id)))
        .orderBy(asc(waitlistOffers.sentAt))
    : [];
  return entries.map((e) => ({
    id: e.id,
    doctor: e.doctor,
    from: e.from,
    to: e.to,
    status: e.status,
    patient: e.patient ?? null,
    joinedAt: e.joinedAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    offers: offers
      .filter((o) => o.entryId === e.id)
      .map((o) => ({
        id: o.id,
        status: o.status,
        slotStart: o.slotStart.toISOString(),
        slotEnd: o.slotEnd.toISOString(),
        sentAt: o.sentAt.toISOString(),
        expiresAt: o.expiresAt.toISOString(),
        closedAt: o.closedAt?.toISOString() ?? null,
      })),
  }));
}

/** Deletes every waitlist entry of a phone and, with them, their offers; answers how many entries went. */
export async function eraseWaitlistOfPhone(db: Executor, phone: string, now: Date = new Date()): Promise<number> {
  return removeEntries(db, eq(waitlistEntries.phone, phone), now);
}
