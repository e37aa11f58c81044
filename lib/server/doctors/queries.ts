import "server-only";
import { and, asc, countDistinct, desc, eq, inArray } from "drizzle-orm";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import type { Executor } from "../db";
import { doctors, doctorSpecialities } from "../db/schema";
import { DOCTOR_SUMMARY_COLUMNS, toDoctorSummaries } from "./shape";

/** Featured active doctors for the home page, senior first. */
export async function listFeaturedDoctors(db: Executor, limit = 8): Promise<DoctorSummary[]> {
  const rows = await db
    .select(DOCTOR_SUMMARY_COLUMNS)
    .from(doctors)
    .where(and(eq(doctors.isActive, true), eq(doctors.isFeatured, true)))
    .orderBy(desc(doctors.experienceYears), asc(doctors.name))
    .limit(Math.min(Math.max(Math.trunc(limit), 1), 100));
  return toDoctorSummaries(db, rows);
}

/** An active doctor of any of the given specialities (the doctors joined with doctor_specialities). */
const activeIn = (specialityIds: string[]) => and(eq(doctors.isActive, true), inArray(doctorSpecialities.specialityId, specialityIds));

/** Active doctors of any of the given specialities, senior first (speciality and service pages). */
export async function listDoctorsForSpecialities(db: Executor, specialityIds: string[], limit = 50): Promise<DoctorSummary[]> {
  if (!specialityIds.length) return [];
  const rows = await db
    .selectDistinct(DOCTOR_SUMMARY_COLUMNS)
    .from(doctors)
    .innerJoin(doctorSpecialities, eq(doctorSpecialities.doctorId, doctors.id))
    .where(activeIn(specialityIds))
    .orderBy(desc(doctors.experienceYears), asc(doctors.name), asc(doctors.id))
    .limit(limit);
  return toDoctorSummaries(db, rows);
}

/** How many active doctors any of the given specialities has (a speciality page lists the first few). */
export async function countDoctorsForSpecialities(db: Executor, specialityIds: string[]): Promise<number> {
  if (!specialityIds.length) return 0;
  const [row] = await db
    .select({ count: countDistinct(doctors.id) })
    .from(doctors)
    .innerJoin(doctorSpecialities, eq(doctorSpecialities.doctorId, doctors.id))
    .where(activeIn(specialityIds));
  return Number(row?.count ?? 0);
}

/** How many doctors visitors can find (the figure the site's copy quotes). */
export async function countActiveDoctors(db: Executor): Promise<number> {
  return db.$count(doctors, eq(doctors.isActive, true));
}

/** Every active doctor's username: the keys /doctordetail/:username can name. */
export async function listActiveUsernames(db: Executor): Promise<string[]> {
  const rows = await db.select({ username: doctors.username }).from(doctors).where(eq(doctors.isActive, true));
  return rows.map((r) => r.username.toLowerCase());
}
