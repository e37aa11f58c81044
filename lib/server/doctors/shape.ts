import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DoctorGender, DoctorSummary } from "@/lib/contracts/doctors";
import type { SpecialityRef } from "@/lib/contracts/specialities";
import type { Executor } from "../db";
import { doctors, doctorSpecialities, specialities } from "../db/schema";
import { toSpecialityRef } from "../specialities/refs";

/** The public columns of a doctor in lists; internal ones (timestamps, flags) stay in the database. */
export const DOCTOR_SUMMARY_COLUMNS = {
  id: doctors.id,
  username: doctors.username,
  name: doctors.name,
  title: doctors.title,
  gender: doctors.gender,
  photo: doctors.photo,
  designation: doctors.designation,
  qualifications: doctors.qualifications,
  experienceYears: doctors.experienceYears,
  languages: doctors.languages,
  consultationFee: doctors.consultationFee,
  currency: doctors.currency,
};

export type DoctorSummaryRow = {
  id: string;
  username: string;
  name: string;
  title: string;
  gender: string;
  photo: string | null;
  designation: string;
  qualifications: string[];
  experienceYears: number;
  languages: string[];
  consultationFee: number;
  currency: string;
};

export function toDoctorSummary(row: DoctorSummaryRow, specialityRefs: SpecialityRef[]): DoctorSummary {
  return {
    _id: row.id,
    username: row.username,
    name: row.name,
    title: row.title,
    fullName: `${row.title} ${row.name}`.trim(),
    gender: row.gender as DoctorGender,
    photo: row.photo,
    designation: row.designation,
    qualifications: row.qualifications,
    experienceYears: row.experienceYears,
    languages: row.languages,
    consultationFee: { amount: row.consultationFee, currency: row.currency },
    specialities: specialityRefs,
  };
}

/** The active specialities of many doctors in one query, main speciality first. */
export async function loadSpecialityRefs(db: Executor, doctorIds: string[]): Promise<Map<string, SpecialityRef[]>> {
  const byDoctor = new Map<string, SpecialityRef[]>();
  if (!doctorIds.length) return byDoctor;
  const rows = await db
    .select({ doctorId: doctorSpecialities.doctorId, id: specialities.id, name: specialities.name, slug: specialities.slug })
    .from(doctorSpecialities)
    .innerJoin(specialities, eq(specialities.id, doctorSpecialities.specialityId))
    .where(and(inArray(doctorSpecialities.doctorId, doctorIds), eq(specialities.isActive, true)))
    .orderBy(asc(doctorSpecialities.doctorId), asc(doctorSpecialities.sortOrder), asc(specialities.sortOrder));
  for (const row of rows) {
    const list = byDoctor.get(row.doctorId) ?? [];
    list.push(toSpecialityRef(row));
    byDoctor.set(row.doctorId, list);
  }
  return byDoctor;
}

/** Shapes a page of rows: one extra query for all their specialities (never one per doctor). */
export async function toDoctorSummaries(db: Executor, rows: DoctorSummaryRow[]): Promise<DoctorSummary[]> {
  const refs = await loadSpecialityRefs(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toDoctorSummary(row, refs.get(row.id) ?? []));
}
