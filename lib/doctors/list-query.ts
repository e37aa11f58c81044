import type { DoctorGender } from "@/lib/contracts/doctors";
import type { SpecialityV2 } from "@/lib/contracts/specialities";
import { DOCTOR_GENDERS, DOCTOR_MAX_PAGE, DOCTOR_NAME_MAX, findDoctorLanguage, type DoctorLanguage } from "@/lib/contracts/doctor-filters";

// The doctor list's filters live in the query string (?name=&speciality=&gender=
// &language=&page=) so a filtered list is shareable and rendered on the server. Parsing is
// lenient on purpose: a visitor's hand-edited or stale link shows the closest sensible list,
// never an error page.

/** Cards per page of /doctorList (the API's own default of 100 is too long a page to read). */
export const DOCTOR_LIST_PAGE_SIZE = 12;

export interface DoctorListQuery {
  name?: string;
  /** As given (trimmed); resolve it against the speciality list with `findSpeciality`. */
  speciality?: string;
  gender?: DoctorGender;
  language?: DoctorLanguage;
  /** 1-based; 1 when absent or not a page number. */
  page: number;
}

export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""));

/** Reads the list's filters from search params; a blank or invalid value means "no filter" (page 1). */
export function parseDoctorListQuery(params: SearchParams): DoctorListQuery {
  const name = first(params.name).replace(/\s+/g, " ").trim().slice(0, DOCTOR_NAME_MAX).trim();
  const speciality = first(params.speciality).trim().slice(0, 120);
  const gender = first(params.gender).trim().toLowerCase();
  const language = findDoctorLanguage(first(params.language));
  const pageText = first(params.page).trim();
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  return {
    ...(name ? { name } : {}),
    ...(speciality ? { speciality } : {}),
    ...((DOCTOR_GENDERS as readonly string[]).includes(gender) ? { gender: gender as DoctorGender } : {}),
    ...(language ? { language } : {}),
    page: page >= 1 && page <= DOCTOR_MAX_PAGE ? page : 1,
  };
}

type SpecialityKey = Pick<SpecialityV2, "_id" | "specialityName" | "specialityUrl">;

/** The speciality a filter value names: by url slug, id or name, case-insensitively; else undefined. */
export function findSpeciality<S extends SpecialityKey>(value: string | undefined, specialities: S[]): S | undefined {
  const key = value?.trim().toLowerCase();
  if (!key) return undefined;
  return (
    specialities.find((s) => s.specialityUrl?.toLowerCase() === key || s._id.toLowerCase() === key) ??
    specialities.find((s) => s.specialityName.toLowerCase() === key)
  );
}

export function hasFilters(query: Omit<DoctorListQuery, "page">): boolean {
  return Boolean(query.name || query.speciality || query.gender || query.language);
}

const GENDER_WORD: Record<DoctorGender, string> = { female: "Female", male: "Male" };

/**
 * A heading for a filtered list: "Cardiology doctors", "Female doctors who speak Marathi",
 * "Doctors matching “kulkarni”"; "Find a Doctor" without filters.
 */
export function doctorListTitle(query: Omit<DoctorListQuery, "page">, specialityName?: string): string {
  if (!specialityName && !query.gender && !query.language && !query.name) return "Find a Doctor";
  const noun = specialityName ? `${specialityName} doctors` : "doctors";
  let title = query.gender ? `${GENDER_WORD[query.gender]} ${noun}` : noun;
  if (query.language) title += ` who speak ${query.language}`;
  if (query.name) title += ` matching “${query.name}”`;
  return title.charAt(0).toUpperCase() + title.slice(1);
}
