import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DoctorProfile, OpdTiming } from "@/lib/contracts/doctors";
import { WEEK_DAYS } from "@/lib/contracts/week";
import { withDb, type Executor } from "../db";
import { doctorOpdTimings, doctors } from "../db/schema";
import { cachedRead, TAGS } from "../cache";
import { DOCTOR_SUMMARY_COLUMNS, loadSpecialityRefs, toDoctorSummary } from "./shape";
import { listDoctors } from "./search";

export { listDoctors, searchDoctors } from "./search";
export { countActiveDoctors, countDoctorsForSpecialities, listDoctorsForSpecialities, listFeaturedDoctors } from "./queries";

const USERNAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** "09:30:00" → "09:30". */
const hhmm = (time: string) => time.slice(0, 5);

function toOpdTiming(row: { dayOfWeek: number; startTime: string; endTime: string }): OpdTiming {
  return { dayOfWeek: row.dayOfWeek, day: WEEK_DAYS[row.dayOfWeek - 1], startTime: hhmm(row.startTime), endTime: hhmm(row.endTime) };
}

/** A doctor's own record: the profile without what other domains add (lib/server/compose). */
export type DoctorRecord = Omit<DoctorProfile, "services">;

/** An active doctor by url slug (case-insensitive) with specialities and OPD timings; null when unknown or inactive. */
export async function getActiveDoctor(db: Executor, username: string): Promise<DoctorRecord | null> {
  const key = username.trim().toLowerCase();
  if (!USERNAME.test(key) || key.length > 120) return null;
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
  return {
    ...toDoctorSummary(row, refs.get(row.id) ?? []),
    registrationNumber: row.registrationNumber,
    biography: row.biography,
    opdTimings: timings.map(toOpdTiming),
  };
}

const DOCTOR_TAGS = [TAGS.doctors, TAGS.specialities];

/**
 * A list of doctors by filters of bounded range only (a known speciality, gender, language,
 * an existing page). A free-text name search never goes through here: what a visitor types
 * must not grow the cache (`listDoctors` reads it per request, in ~20 ms).
 */
export const listDoctorsCached = cachedRead(withDb(listDoctors), "doctors-list", DOCTOR_TAGS);
