// Specialities as the API answers them (SPEC.md section 3); docs/API.md documents every call.
import type { DoctorSummary } from "./doctors";
import type { ServiceV2 } from "./services";

/** A speciality as `/web/speciality-v2/list-user` returns it (SPEC.md section 3). */
export interface SpecialityV2 {
  _id: string;
  specialityName: string;
  specialityUrl: string | null;
  /** A path on the API host; resolve with `resolveImageUrl`. */
  thumbnailImage: string | null;
  overview: { description: string | null };
  hero: { description: string | null };
}

/** A speciality as `/web/speciality/list-user` (v1) returns it. */
export interface SpecialityV1 {
  _id: string;
  specialityName: string;
  specialityUrl: string | null;
  image: string | null;
  description: string | null;
}

/** A speciality as other records refer to it. */
export interface SpecialityRef {
  _id: string;
  specialityName: string;
  /** url slug; null means the speciality page is addressed by `_id`. */
  specialityUrl: string | null;
}

export interface Faq {
  q: string;
  a: string;
}

/** Everything the speciality page shows: the v2 speciality plus content and joins. */
export interface SpecialityPage extends SpecialityV2 {
  conditions: string[];
  procedures: string[];
  faqs: Faq[];
  /** The first of the speciality's active doctors, senior first (all of them: /doctorList filtered to it). */
  doctors: DoctorSummary[];
  /** How many active doctors the speciality has in all. */
  doctorCount: number;
  /** Active services linked to the speciality. */
  services: ServiceV2[];
}
