import "server-only";
import type { SpecialityPage } from "@/lib/contracts/specialities";
import { withDb, type Executor } from "../db";
import { cachedRead, TAGS } from "../cache";
import { countDoctorsForSpecialities, listDoctorsForSpecialities } from "../doctors";
import { listServicesForSpecialities } from "../services";
import { getSpecialityRowByName, toSpecialityV2 } from "../specialities";

/**
 * How many doctors a speciality page shows: the senior consultants, four rows of three on a
 * wide screen. The rest are one link away (the doctor list filtered to the speciality), so a
 * department of 150 keeps its page light.
 */
export const SPECIALITY_PAGE_DOCTORS_LIMIT = 12;

/**
 * Everything /specialities/:name shows: the speciality (by url slug, falling back to its
 * id), its conditions, procedures and FAQs, its active doctors and its services.
 */
export async function getSpecialityPage(db: Executor, name: string): Promise<SpecialityPage | null> {
  const row = await getSpecialityRowByName(db, name.trim());
  if (!row) return null;
  const [doctors, doctorCount, services] = await Promise.all([
    listDoctorsForSpecialities(db, [row.id], SPECIALITY_PAGE_DOCTORS_LIMIT),
    countDoctorsForSpecialities(db, [row.id]),
    listServicesForSpecialities(db, [row.id]),
  ]);
  return {
    ...toSpecialityV2(row),
    conditions: row.conditions,
    procedures: row.procedures,
    faqs: row.faqs,
    doctors,
    doctorCount,
    services,
  };
}

export const getSpecialityPageCached = cachedRead(withDb(getSpecialityPage), "speciality-page", [TAGS.specialities, TAGS.doctors, TAGS.services]);
