import "server-only";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../db";
import { patients } from "../db/schema";
import { notFound } from "@/lib/errors";
import { MAX_SAVED_PATIENTS, type PatientDetails, type SavedPatient } from "@/lib/contracts/booking";
import { giveConsent } from "../privacy/consents";
import { checkVerifiedPhone } from "./verified-phone";

// The patients a verified phone books for (its family), and the consents given with their details.

/** The details to save: who they are to the person booking is "self", nothing is remembered and the reminder choice is unchanged, unless said. */
export type PatientToSave = Omit<PatientDetails, "relation" | "remember" | "reminders"> & Partial<Pick<PatientDetails, "relation" | "remember" | "reminders">>;

/**
 * Saves the patient's details under the verified phone (one row per phone and name: one phone
 * books for the family), with who they are to the person booking, and the phone's consents given
 * on the form (lib/server/privacy): the privacy notice (the required box), the reminder (given
 * when ticked; whether a booking is reminded is that booking's own choice), and `remember`, to be offered these details at the next booking (ticked, it is kept
 * since it was first given; left empty, it is withdrawn for this patient). Pass a transaction, so
 * they are written together.
 */
export async function savePatient(db: Executor, phone: string, details: PatientToSave, now: Date): Promise<string> {
  const values = {
    phone,
    name: details.name.replace(/\s+/g, " "),
    email: details.email ?? null,
    dateOfBirth: details.dateOfBirth ?? null,
    age: details.dateOfBirth ? null : (details.age ?? null),
    gender: details.gender,
    relation: details.relation ?? "self",
    rememberedAt: details.remember ? sql`coalesce(${patients.rememberedAt}, ${now.toISOString()}::timestamptz)` : null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(patients)
    .values({ ...values, rememberedAt: details.remember ? now : null, createdAt: now })
    .onConflictDoUpdate({ target: [patients.phone, patients.nameKey], set: values })
    .returning({ id: patients.id });
  await giveConsent(db, phone, "privacy_notice", now);
  if (details.remember) await giveConsent(db, phone, "remember_details", now);
  // A ticked reminder box records the phone's consent to reminders (with its wording, listed on
  // /my-data). An empty one withdraws nothing: the choice is the booking's (`bookings.reminders`),
  // so one booking without a reminder leaves the phone's other bookings theirs.
  if (details.reminders === true) await giveConsent(db, phone, "reminders", now);
  return row.id;
}

/**
 * `add-patient-detail`: the patient's details saved under the caller's verified phone, the one
 * way a patient is saved for a booking (add-booking-detail then takes the id this answers).
 */
export async function addPatient(db: Executor, verifiedPhone: string, details: PatientDetails, now: Date): Promise<string> {
  checkVerifiedPhone(details.phone, verifiedPhone, "phone");
  return db.transaction((tx) => savePatient(tx, verifiedPhone, details, now));
}

/** The patients a verified phone asked to be offered again (its family), most recently booked first. */
export async function savedPatients(db: Executor, phone: string): Promise<SavedPatient[]> {
  const rows = await db
    .select({ id: patients.id, name: patients.name, relation: patients.relation, gender: patients.gender, dateOfBirth: patients.dateOfBirth, age: patients.age, email: patients.email })
    .from(patients)
    .where(and(eq(patients.phone, phone), isNotNull(patients.rememberedAt)))
    .orderBy(desc(patients.updatedAt))
    .limit(MAX_SAVED_PATIENTS);
  return rows.map((r) => ({ patientId: r.id, name: r.name, relation: r.relation, gender: r.gender as SavedPatient["gender"], dateOfBirth: r.dateOfBirth, age: r.age, email: r.email }));
}

/** Withdraws the consent to offer a patient's details again (the choice's "Forget"); the bookings keep their patient. */
export async function forgetPatient(db: Executor, phone: string, patientId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(patients)
    .set({ rememberedAt: null, updatedAt: now })
    .where(and(eq(patients.id, patientId), eq(patients.phone, phone)))
    .returning({ id: patients.id });
  if (!row) throw notFound("There is no such saved patient on this number.");
}
