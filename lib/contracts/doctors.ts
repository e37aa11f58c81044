// Doctors as the API answers them (SPEC.md section 3), and what a caller may ask for.
import type { DOCTOR_GENDERS } from "./doctor-filters";
import type { Pagination } from "./envelope";
import type { ServiceRef } from "./services";
import type { SpecialityRef } from "./specialities";
import type { WeekDay } from "./week";

export type DoctorGender = (typeof DOCTOR_GENDERS)[number];

/** Money in minor units: `amount` 80000 with currency "INR" is ₹800.00. */
export interface Money {
  amount: number;
  currency: string;
}

/** One OPD sitting; times are the hospital's local time ("09:30"). */
export interface OpdTiming {
  /** ISO day: 1 = Monday ... 7 = Sunday. */
  dayOfWeek: number;
  day: WeekDay;
  startTime: string;
  endTime: string;
}

/** A doctor in lists and search results (`/web/doctor/list-user`, `/web/doctor/search`). */
export interface DoctorSummary {
  _id: string;
  /** url slug of /doctordetail/:username, and the `url` of `/web/doctor/get-by-url`. */
  username: string;
  name: string;
  title: string;
  /** `${title} ${name}`, e.g. "Dr. Ananya Kulkarni". */
  fullName: string;
  gender: DoctorGender;
  /** An image path (see Images in docs/API.md). */
  photo: string | null;
  designation: string;
  qualifications: string[];
  experienceYears: number;
  languages: string[];
  consultationFee: Money;
  /** Main speciality first. */
  specialities: SpecialityRef[];
}

/** A doctor's public profile (`/web/doctor/get-by-url`). */
export interface DoctorProfile extends DoctorSummary {
  registrationNumber: string;
  biography: string;
  /** Monday first, then by start time. */
  opdTimings: OpdTiming[];
  /** Services of the doctor's specialities. */
  services: ServiceRef[];
}

/** One page of doctors. */
export interface DoctorPage {
  doctors: DoctorSummary[];
  pagination: Pagination;
}
