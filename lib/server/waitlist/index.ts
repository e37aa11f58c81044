import "server-only";
import type { WaitlistRecord } from "@/lib/contracts/my-data";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db";
import { doctors, doctorSpecialities, waitlistEntries, waitlistOffers } from "../db/schema";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { DomainError, notFound } from "@/lib/errors";
import { formatDay, localDateOf } from "@/lib/format/appointment-time";
import { checkVerifiedPhone, dayStatesOf } from "../booking";
import { maskPhone, patientSchema, type PatientDetails } from "@/lib/contracts/booking";
import {
  daysInRange,
  quietHoursSentence,
  WAITLIST_MAX_DAYS,
  WAITLIST_OFFER_MINUTES,
  waitlistReference,
  type JoinWaitlistResponse,
  type WaitlistDeskDoctor,
  type WaitlistEntryView,
  type WaitlistLinkView,
} from "@/lib/contracts/waitlist";
import { enqueueMessage } from "../outbox";
import { LINK_WITHHELD } from "../outbox/link-secrets";
import { withinLimit } from "../ratelimit";
import { ROUTES } from "@/lib/routes";
import { issueEntryLink, readEntryLink, readOfferLink } from "../auth/waitlist-links";
import { releaseOfferHolds } from "./offers";
import { auditPatientRead, seesPatients, type StaffReader } from "../staff/patient-reads";

/**
 * The waitlist: a verified phone waits for one doctor's free slot between two local dates.
 * The rules the database keeps (migration 0011): one entry per phone and doctor, one open offer
 * per slot and per entry, an entry never offered the same slot twice. Offers are made by the
 * offer round (offers.ts), which the outbox dispatcher runs beside the lapse of unpaid holds.
 */

const fullName = (d: { title: string; name: string }) => `${d.title} ${d.name}`.trim();

export interface JoinInput {
  phone: string;
  doctor: string;
  from: string;
  to: string;
  patient?: PatientDetails;
  specialityId?: string;
}

/** Where an entry stands in its doctor's line among those still waiting (1 is first). */
async function positionOf(db: Executor, entry: { id: string; doctorId: string; joinedAt: Date }): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.doctorId, entry.doctorId),
        eq(waitlistEntries.status, "waiting"),
        sql`(${waitlistEntries.joinedAt}, ${waitlistEntries.id}) < (${entry.joinedAt.toISOString()}::timestamptz, ${entry.id}::uuid)`,
      ),
    );
  return Number(row.ahead) + 1;
}

/**
 * `/web/waitlist/join`: the phone waits for the doctor from `from` to `to` (local dates, at most
 * 14 days, not before today). Joining again for the same doctor changes the range and the
 * details and keeps the place in line; an entry that had booked through the waitlist waits again.
 * The patient's details are the verified phone's: a number sent with them must be that one.
 */
export async function joinWaitlist(db: Executor, input: JoinInput, clock: Clock): Promise<JoinWaitlistResponse> {
  checkVerifiedPhone(input.patient?.phone, input.phone, "patient.phone");
  const now = clock();
  const today = localDateOf(now, getConfig().timeZone);
  if (input.from < today) {
    throw new DomainError("bad_request", `The first date has passed: choose dates from today (${today}) on.`, { errors: [{ path: "from", message: "before today" }] });
  }
  if (input.from > input.to || daysInRange(input.from, input.to) > WAITLIST_MAX_DAYS) {
    throw new DomainError("bad_request", `Choose a range of at most ${WAITLIST_MAX_DAYS} days.`, { errors: [{ path: "to", message: `more than ${WAITLIST_MAX_DAYS} days after the first date` }] });
  }
  const [doctor] = await db
    .select({ id: doctors.id, username: doctors.username, title: doctors.title, name: doctors.name, fee: doctors.consultationFee })
    .from(doctors)
    .where(and(eq(doctors.username, input.doctor.toLowerCase()), eq(doctors.isActive, true)));
  if (!doctor) throw notFound("Doctor not found");
  if (doctor.fee <= 0) {
    throw new DomainError("conflict", `${fullName(doctor)} sees patients without a consultation fee, so these visits are booked by phone. Please call the hospital's front desk.`, {
      reason: "no_online_booking",
    });
  }
  if (input.specialityId) {
    const [linked] = await db
      .select({ id: doctorSpecialities.specialityId })
      .from(doctorSpecialities)
      .where(and(eq(doctorSpecialities.doctorId, doctor.id), eq(doctorSpecialities.specialityId, input.specialityId)));
    if (!linked) throw new DomainError("bad_request", "This doctor does not practise in the chosen speciality.", { errors: [{ path: "specialityId", message: "not one of the doctor's specialities" }] });
  }
  if (!input.patient) {
    // An offer holds its slot for a named patient the moment it is sent, as a booking's hold does.
    throw new DomainError("bad_request", "Enter the patient's details: a slot we offer is kept for this patient.", { errors: [{ path: "patient", message: "required" }] });
  }
  await refuseDaysNotFull(db, doctor, input.from, input.to, now);
  const values = {
    fromDate: input.from,
    toDate: input.to,
    // Kept with the verified phone, the patient's own, as my-data shows it.
    patient: { ...input.patient, phone: input.phone } as Record<string, unknown>,
    specialityId: input.specialityId ?? null,
    status: "waiting" as const,
    updatedAt: now,
  };
  const config = getConfig();
  // The SMS saying so goes once per entry and range, and at most a few a day to a number: joining
  // again (or changing the days over and over) cannot be used to send a number SMS after SMS.
  const confirm = await withinLimit("waitlist-sms-phone", input.phone, db);
  return db.transaction(async (tx) => {
    // One entry per phone and doctor, decided by the unique index, not by a read: two joins at
    // once make one entry.
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ ...values, doctorId: doctor.id, phone: input.phone, joinedAt: now })
      .onConflictDoUpdate({ target: [waitlistEntries.phone, waitlistEntries.doctorId], set: values })
      .returning({ id: waitlistEntries.id, doctorId: waitlistEntries.doctorId, joinedAt: waitlistEntries.joinedAt });
    const reference = waitlistReference(entry.id);
    // The link to leave stays valid until the day after the range (when the entry goes).
    const leaveUntil = new Date(Date.parse(`${input.to}T00:00:00Z`) + 2 * 86_400_000);
    const leaveLink = await issueEntryLink(tx, entry.id, now, leaveUntil);
    const day = (date: string) => formatDay(`${date}T12:00:00Z`, "UTC");
    const quiet = quietHoursSentence(config.waitlistQuietHours);
    if (confirm) await enqueueMessage(tx, {
      channel: "sms",
      kind: "waitlist_joined",
      recipient: input.phone,
      ownerPhone: input.phone,
      body:
        `${config.hospitalName}: you are on ${fullName(doctor)}'s waitlist (${reference}) for ${day(input.from)} to ${day(input.to)}. ` +
        `When a slot frees up we send an SMS; the slot is kept for you for ${WAITLIST_OFFER_MINUTES} minutes.${quiet ? ` ${quiet}` : ""} ` +
        `To leave the waitlist: ${config.siteUrl}${ROUTES.waitlistOffer}${LINK_WITHHELD}`,
      link: { kind: "waitlist-entry", entryId: entry.id, validUntil: leaveUntil.toISOString() },
      dedupeKey: `waitlist_joined:${entry.id}:${input.from}:${input.to}`,
      now,
    });
    return {
      waitlistId: entry.id,
      reference,
      leaveLink,
      position: await positionOf(tx, entry),
      from: input.from,
      to: input.to,
      doctor: { username: doctor.username, fullName: fullName(doctor) },
    };
  });
}

/**
 * The waitlist is for days that are full: a range with a free slot would bring "offers" of
 * ordinary free times, and a day beyond the booking horizon opens to everyone at once. Days
 * without an OPD (leave, a holiday) or whose hours are over may lie in the range: a slot is
 * offered there only if one is really freed (leave removed).
 */
async function refuseDaysNotFull(db: Executor, doctor: { username: string; title: string; name: string }, from: string, to: string, now: Date): Promise<void> {
  const states = Object.entries((await dayStatesOf(db, doctor.username, from, to, now)) ?? {});
  const day = (date: string) => formatDay(`${date}T12:00:00Z`, "UTC");
  const free = states.filter(([, s]) => s === "free").map(([d]) => d);
  if (free.length) {
    throw new DomainError("conflict", `${fullName(doctor)} has free slots on ${day(free[0])}${free.length > 1 ? ` and ${free.length - 1} more of these days` : ""}: book one of them, or choose days that are full.`, {
      reason: "days_not_full",
      errors: [{ path: "from", message: `free slots on ${free.join(", ")}` }],
    });
  }
  const later = states.filter(([, s]) => s === "later").map(([d]) => d);
  if (later.length) {
    throw new DomainError("conflict", `${fullName(doctor)}'s appointments cannot be booked for ${day(later[0])} yet: choose days before it.`, {
      reason: "days_not_full",
      errors: [{ path: "to", message: `beyond the booking horizon from ${later[0]}` }],
    });
  }
}

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
async function removeEntries(db: Executor, which: SQL, now: Date): Promise<number> {
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

// ------------------------------------------------------------------ the patient's own data

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

// ------------------------------------------------------------------ the staff console

/**
 * Each doctor's waitlist from today on, in order, with the offers sent (phones masked). The
 * patients' names only for staff who see patients' details, the read audited (waitlists).
 */
export async function listWaitlists(db: Executor, reader: StaffReader, now: Date): Promise<WaitlistDeskDoctor[]> {
  const named = seesPatients(reader);
  const today = localDateOf(now, getConfig().timeZone);
  const entries = await db
    .select({
      id: waitlistEntries.id,
      doctorId: doctors.id,
      username: doctors.username,
      title: doctors.title,
      name: doctors.name,
      phone: waitlistEntries.phone,
      patient: waitlistEntries.patient,
      from: waitlistEntries.fromDate,
      to: waitlistEntries.toDate,
      status: waitlistEntries.status,
      joinedAt: waitlistEntries.joinedAt,
    })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .where(sql`${waitlistEntries.toDate} >= ${today}::date`)
    .orderBy(asc(doctors.name), asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  const offers = entries.length
    ? await db
        .select()
        .from(waitlistOffers)
        .where(inArray(waitlistOffers.entryId, entries.map((e) => e.id)))
        .orderBy(asc(waitlistOffers.sentAt))
    : [];
  const byDoctor = new Map<string, WaitlistDeskDoctor>();
  for (const e of entries) {
    let doctor = byDoctor.get(e.doctorId);
    if (!doctor) {
      doctor = { doctor: { _id: e.doctorId, username: e.username, fullName: fullName(e) }, entries: [] };
      byDoctor.set(e.doctorId, doctor);
    }
    const name = named && typeof e.patient?.name === "string" ? e.patient.name : null;
    doctor.entries.push({
      _id: e.id,
      position: e.status === "waiting" ? doctor.entries.filter((x) => x.status === "waiting").length + 1 : 0,
      phone: maskPhone(e.phone),
      patientName: name,
      from: e.from,
      to: e.to,
      status: e.status,
      joinedAt: e.joinedAt.toISOString(),
      offers: offers
        .filter((o) => o.entryId === e.id)
        .map((o) => ({
          _id: o.id,
          status: o.status === "open" && o.expiresAt.getTime() <= now.getTime() ? "expired" : o.status,
          start: o.slotStart.toISOString(),
          sentAt: o.sentAt.toISOString(),
          expiresAt: o.expiresAt.toISOString(),
          closedAt: o.closedAt?.toISOString() ?? null,
        })),
    });
  }
  if (named) await auditPatientRead(db, reader, { what: "waitlists", count: entries.length }, now);
  return [...byDoctor.values()];
}
