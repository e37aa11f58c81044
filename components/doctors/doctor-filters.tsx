import { Link } from "@/components/ui/link";
import { DOCTOR_LANGUAGES } from "@/lib/contracts/doctor-filters";
import type { DoctorListQuery } from "@/lib/doctors/list-query";
import { ROUTES } from "@/lib/routes";
import styles from "./doctor-filters.module.scss";

export interface SpecialityOption {
  value: string;
  label: string;
}

/** The doctor search's speciality filter (`speciality=` of /doctorList), any speciality first (`anyLabel`, in the page's language). */
export function SpecialitySelect({
  id,
  specialities,
  defaultValue = "",
  anyLabel = "All specialities",
}: {
  id: string;
  specialities: SpecialityOption[];
  defaultValue?: string;
  anyLabel?: string;
}) {
  return (
    <select id={id} name="speciality" defaultValue={defaultValue}>
      <option value="">{anyLabel}</option>
      {specialities.map((s) => (
        <option key={s.value} value={s.value}>
          {s.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The doctor search as a plain GET form: it works without JavaScript, and the resulting
 * address (/doctorList?speciality=...) is the shareable, server-rendered list. Submitting
 * starts again at page 1 (the form has no page field).
 */
export function DoctorFilters({
  query,
  specialities,
}: {
  query: Omit<DoctorListQuery, "page">;
  specialities: SpecialityOption[];
}) {
  return (
    <form className={styles.form} action={ROUTES.doctorList} method="get" role="search" aria-labelledby="doctor-search-title">
      <h2 id="doctor-search-title" className={styles.title}>
        Search doctors
      </h2>
      <div className={styles.field}>
        <label htmlFor="doctor-name">Doctor’s name</label>
        <input
          id="doctor-name"
          name="name"
          type="search"
          defaultValue={query.name ?? ""}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Kulkarni"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="doctor-speciality">Speciality</label>
        <SpecialitySelect id="doctor-speciality" specialities={specialities} defaultValue={query.speciality ?? ""} />
      </div>
      <div className={styles.field}>
        <label htmlFor="doctor-gender">Gender</label>
        <select id="doctor-gender" name="gender" defaultValue={query.gender ?? ""}>
          <option value="">Any</option>
          <option value="female">Female</option>
          <option value="male">Male</option>
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="doctor-language">Language</label>
        <select id="doctor-language" name="language" defaultValue={query.language ?? ""}>
          <option value="">Any language</option>
          {DOCTOR_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.submit}>
          Search
        </button>
        <Link href={ROUTES.doctorList} className={styles.clear}>
          Clear
        </Link>
      </div>
    </form>
  );
}
