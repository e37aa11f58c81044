import "server-only";
import type { DoctorProfile } from "@/lib/contracts/doctors";
import { withDb, type Executor } from "../db";
import { cachedRead, TAGS } from "../cache";
import { getActiveDoctor } from "../doctors";
import { listServiceRefsForSpecialities } from "../services";

/** A doctor's public profile by url slug: the doctor and the services of their specialities; null when unknown. */
export async function getDoctorByUsername(db: Executor, username: string): Promise<DoctorProfile | null> {
  const doctor = await getActiveDoctor(db, username);
  if (!doctor) return null;
  const services = await listServiceRefsForSpecialities(
    db,
    doctor.specialities.map((s) => s._id),
  );
  return { ...doctor, services };
}

export const getDoctorByUsernameCached = cachedRead(withDb(getDoctorByUsername), "doctor-by-username", [
  TAGS.doctors,
  TAGS.specialities,
  TAGS.services,
]);
