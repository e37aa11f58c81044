import { SpecialitySelect, type SpecialityOption } from "@/components/doctors/doctor-filters";
import { ROUTES } from "@/lib/routes";
import styles from "./hero-search.module.scss";

/**
 * The home hero's other half when no picture is uploaded: the visitor's next step itself, a
 * doctor search by speciality and name. A plain GET form to the doctor list (/doctorList?
 * speciality=...&name=...), so it works without JavaScript and lands on a cached list.
 */
export function HeroSearch({ specialities }: { specialities: SpecialityOption[] }) {
  return (
    <form className={styles.panel} action={ROUTES.doctorList} method="get" role="search" aria-labelledby="hero-search-title">
      <h2 id="hero-search-title" className={styles.title}>
        Find the right doctor
      </h2>
      <p className={styles.hint}>Choose a speciality, or type a name you know.</p>
      <div className={styles.field}>
        <label htmlFor="hero-speciality">Speciality</label>
        <SpecialitySelect id="hero-speciality" specialities={specialities} />
      </div>
      <div className={styles.field}>
        <label htmlFor="hero-name">Doctor’s name</label>
        <input id="hero-name" name="name" type="search" maxLength={100} autoComplete="off" placeholder="e.g. Kulkarni" />
      </div>
      <button type="submit" className={styles.submit}>
        Show doctors
      </button>
    </form>
  );
}
