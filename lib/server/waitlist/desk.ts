import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { doctors, waitlistEntries, waitlistOffers } from "../db/schema";
import { getConfig } from "../config";
import { localDateOf } from "@/lib/format/appointment-time";
import { fullName } from "../booking/doctor";
import { maskPhone } from "@/lib/contracts/booking";
import type { WaitlistDeskDoctor } from "@/lib/contracts/waitlist";
import { auditPatientRead, seesPatients, type StaffReader } from "../staff/patient-reads";

// The staff console's view of the waitlists.

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
