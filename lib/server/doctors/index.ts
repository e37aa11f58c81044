import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DoctorProfile, OpdTiming } from "@/lib/contracts/doctors";
import { WEEK_DAYS } from "@/lib/contracts/week";
import { getDb } from "../db";
import { doctorOpdTimings, doctors } from "../db/schema";
import { cachedRead, TAGS } from "../cache";
import { listServiceRefsForSpecialities } from "../services";
import { DOCTOR_SUMMARY_COLUMNS, loadSpecialityRefs, toDoctorSummary } from "./shape";
import { listDoctors, searchDoctors } from "./search";
import { listDoctorsForSpecialities, listFeaturedDoctors } from "./queries";

export { listDoctors, normaliseNameQuery, searchDoctors, type DoctorQuery } from "./search";
export { listDoctorsForSpecialities, listFeaturedDoctors } from "./queries";

const USERNAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "09:30:00" → "09:30". */
const hhmm = (time: string) => time.slice(0, 5);

export function toOpdTiming(row: { dayOfWeek: number; startTime: string; endTime: string }): OpdTiming {
  return { dayOfWeek: row.dayOfWeek, day: WEEK_DAYS[row.dayOfWeek - 1], startTime: hhmm(row.startTime), endTime: hhmm(row.endTime) };
}

/** An active doctor's public profile by url slug (case-insensitive); null when unknown or inactive. */
export async function getDoctorByUsername(username: string): Promise<DoctorProfile | null> {
  const key = username.trim().toLowerCase();
  if (!USERNAME.test(key) || key.length > 120) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ...DOCTOR_SUMMARY_COLUMNS, registrationNumber: doctors.registrationNumber, biography: doctors.biography })
    .from(doctors)
    .where(and(eq(doctors.username, key), eq(doctors.isActive, true)))
    .limit(1);
  if (!row) return null;
  const [refs, timings] = await Promise.all([
    loadSpecialityRefs(db, [row.id]),
    db
      .select({ dayOfWeek: doctorOpdTimings.dayOfWeek, startTime: doctorOpdTimings.startTime, endTime: doctorOpdTimings.endTime })
      .from(doctorOpdTimings)
      .where(eq(doctorOpdTimings.doctorId, row.id))
      .orderBy(asc(doctorOpdTimings.dayOfWeek), asc(doctorOpdTimings.startTime)),
  ]);
  const specialityRefs = refs.get(row.id) ?? [];
  const services = await listServiceRefsForSpecialities(specialityRefs.map((s) => s._id));
  return {
    ...toDoctorSummary(row, specialityRefs),
    registrationNumber: row.registrationNumber,
    biography: row.biography,
    opdTimings: timings.map(toOpdTiming),
    services,
  };
}

const DOCTOR_TAGS = [TAGS.doctors, TAGS.specialities];

export const listDoctorsCached = cachedRead(listDoctors, "doctors-list", DOCTOR_TAGS);
export const searchDoctorsCached = cachedRead(searchDoctors, "doctors-search", DOCTOR_TAGS);
export const getDoctorByUsernameCached = cachedRead(getDoctorByUsername, "doctor-by-username", [...DOCTOR_TAGS, TAGS.services]);
export const listFeaturedDoctorsCached = cachedRead(listFeaturedDoctors, "doctors-featured", DOCTOR_TAGS);
export const listDoctorsForSpecialitiesCached = cachedRead(listDoctorsForSpecialities, "doctors-for-specialities", DOCTOR_TAGS);
