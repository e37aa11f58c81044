import { SpecialitySelect, type SpecialityOption } from "@/components/doctors/doctor-filters";
import { ROUTES } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/paths";
import styles from "./hero-search.module.scss";

/** The search's words, in the page's language. */
export interface HeroSearchWords {
  title: string;
  hint: string;
  speciality: string;
  name: string;
  placeholder: string;
  /** The speciality filter's first choice: any speciality. */
  anySpeciality: string;
  submit: string;
}

/**
 * The home hero's other half when no picture is uploaded: the visitor's next step itself, a
 * doctor search by speciality and name. A plain GET form to the doctor list (/doctorList?
 * speciality=...&name=..., in the page's language once that list is translated), so it works
 * without JavaScript and lands on a cached list.
 */
export function HeroSearch({ specialities, words, locale = "en" }: { specialities: SpecialityOption[]; words: HeroSearchWords; locale?: Locale }) {
  return (
    <form className={styles.panel} action={localePath(locale, ROUTES.doctorList)} method="get" role="search" aria-labelledby="hero-search-title">
      <h2 id="hero-search-title" className={styles.title}>
        {words.title}
      </h2>
      <p className={styles.hint}>{words.hint}</p>
      <div className={styles.field}>
        <label htmlFor="hero-speciality">{words.speciality}</label>
        <SpecialitySelect id="hero-speciality" specialities={specialities} anyLabel={words.anySpeciality} />
      </div>
      <div className={styles.field}>
        <label htmlFor="hero-name">{words.name}</label>
        <input id="hero-name" name="name" type="search" maxLength={100} autoComplete="off" placeholder={words.placeholder} />
      </div>
      <button type="submit" className={styles.submit}>
        {words.submit}
      </button>
    </form>
  );
}
