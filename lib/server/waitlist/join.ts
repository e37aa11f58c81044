import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { doctors, doctorSpecialities, waitlistEntries } from "../db/schema";
import type { Clock } from "../clock";
import { getConfig } from "../config";
import { DomainError, notFound } from "@/lib/errors";
import { formatDay, localDateOf } from "@/lib/format/appointment-time";
import { checkVerifiedPhone, dayStatesOf } from "../booking";
import { fullName } from "../booking/doctor";
import type { PatientDetails } from "@/lib/contracts/booking";
import { daysInRange, quietHoursSentence, WAITLIST_MAX_DAYS, WAITLIST_OFFER_MINUTES, waitlistReference, type JoinWaitlistResponse } from "@/lib/contracts/waitlist";
import { enqueueMessage } from "../outbox";
import { LINK_WITHHELD } from "../outbox/link-secrets";
import { withinLimit } from "../ratelimit";
import { ROUTES } from "@/lib/routes";
import { issueEntryLink } from "../auth/waitlist-links";

// Joining a doctor's waitlist: for days that are full, one entry per phone and doctor.

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
    patient: input.patient ? ({ ...input.patient, phone: input.phone } as Record<string, unknown>) : null,
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
