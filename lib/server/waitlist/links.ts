import "server-only";
import { eq } from "drizzle-orm";
import type { Executor } from "../db";
import { doctors, waitlistEntries, waitlistOffers } from "../db/schema";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { DomainError } from "@/lib/errors";
import { fullName } from "../booking/doctor";
import { patientSchema, type PatientDetails } from "@/lib/contracts/booking";
import { waitlistReference, type WaitlistEntryView, type WaitlistLinkView } from "@/lib/contracts/waitlist";
import { readEntryLink, readOfferLink } from "../auth/waitlist-links";

// What a waitlist link opens: an offer's claim page, or the place in line that joining sent.

export const linkInvalid = () =>
  new DomainError("forbidden", "This waitlist link has expired or is not valid. Please book from the doctor's page, or call the hospital.", { reason: "link_invalid" });

/** An offer and what a claim needs of its entry. */
interface OfferOfLink {
  id: string;
  entryId: string;
  status: "open" | "claimed" | "expired" | "taken";
  slotStart: Date;
  slotEnd: Date;
  expiresAt: Date;
  phone: string;
  patient: PatientDetails | null;
  specialityId: string | null;
  range: { from: string; to: string };
  doctor: { username: string; title: string; name: string; designation: string; fee: number; currency: string };
}

async function offerOfLink(db: Executor, link: string, clock: Clock): Promise<OfferOfLink> {
  const offerId = await readOfferLink(db, link, clock);
  if (!offerId) throw linkInvalid();
  const [row] = await db
    .select({
      id: waitlistOffers.id,
      entryId: waitlistOffers.entryId,
      status: waitlistOffers.status,
      slotStart: waitlistOffers.slotStart,
      slotEnd: waitlistOffers.slotEnd,
      expiresAt: waitlistOffers.expiresAt,
      phone: waitlistEntries.phone,
      patient: waitlistEntries.patient,
      specialityId: waitlistEntries.specialityId,
      from: waitlistEntries.fromDate,
      to: waitlistEntries.toDate,
      username: doctors.username,
      title: doctors.title,
      name: doctors.name,
      designation: doctors.designation,
      fee: doctors.consultationFee,
      currency: doctors.currency,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(doctors, eq(doctors.id, waitlistOffers.doctorId))
    .where(eq(waitlistOffers.id, offerId));
  if (!row) throw linkInvalid();
  // What was stored was checked when the patient joined; read forgivingly, a broken one is asked again.
  const patient = row.patient ? patientSchema.safeParse(row.patient) : null;
  return {
    id: row.id,
    entryId: row.entryId,
    status: row.status,
    slotStart: row.slotStart,
    slotEnd: row.slotEnd,
    expiresAt: row.expiresAt,
    phone: row.phone,
    patient: patient?.success ? patient.data : null,
    specialityId: row.specialityId,
    range: { from: row.from, to: row.to },
    doctor: { username: row.username, title: row.title, name: row.name, designation: row.designation, fee: row.fee, currency: row.currency },
  };
}

/** The place on the waitlist that the link sent on joining opens. */
async function entryView(db: Executor, entryId: string): Promise<WaitlistEntryView> {
  const [row] = await db
    .select({ id: waitlistEntries.id, status: waitlistEntries.status, from: waitlistEntries.fromDate, to: waitlistEntries.toDate, username: doctors.username, title: doctors.title, name: doctors.name, designation: doctors.designation })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .where(eq(waitlistEntries.id, entryId));
  if (!row) throw linkInvalid();
  return { status: row.status, reference: waitlistReference(row.id), doctor: { username: row.username, fullName: fullName(row), designation: row.designation }, range: { from: row.from, to: row.to } };
}

/**
 * `/web/waitlist/get-offer`: the offered slot as its claim page shows it (an open offer past its
 * time reads as expired), or, for the link sent on joining, the place on the waitlist.
 */
export async function offerView(db: Executor, link: string, clock: Clock): Promise<WaitlistLinkView> {
  const entryId = await readEntryLink(db, link, clock);
  if (entryId) return entryView(db, entryId);
  const offer = await offerOfLink(db, link, clock);
  const status = offer.status === "open" && offer.expiresAt.getTime() <= clock().getTime() ? "expired" : offer.status;
  return {
    status,
    doctor: { username: offer.doctor.username, fullName: fullName(offer.doctor), designation: offer.doctor.designation },
    start: offer.slotStart.toISOString(),
    end: offer.slotEnd.toISOString(),
    timeZone: getConfig().timeZone,
    fee: { amount: offer.doctor.fee, currency: offer.doctor.currency },
    expiresAt: offer.expiresAt.toISOString(),
    range: offer.range,
  };
}

export const offerExpired = () =>
  new DomainError("conflict", "This offer has expired and the slot was passed to the next patient in line. You are still on the waitlist: we send an SMS when another slot frees up.", {
    reason: "offer_expired",
  });
