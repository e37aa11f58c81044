import { Link } from "@/components/ui/link";
import type { Testimonial } from "@/lib/contracts/content";
import { specialityHref } from "@/lib/routes";
import styles from "./content.module.scss";

/** "4 out of 5": stars drawn for sight, the number in words for everyone (never colour alone). */
function Rating({ value }: { value: number }) {
  return (
    <p className={styles.rating}>
      <span aria-hidden="true">{"★".repeat(value)}{"☆".repeat(5 - value)}</span>
      <span className={styles.hidden}>{`Rated ${value} out of 5`}</span>
    </p>
  );
}

/** Patients' own words, with the speciality that cared for them. Not review markup: shown, not claimed. */
export function TestimonialList({ testimonials, headingLevel = 2 }: { testimonials: Testimonial[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {testimonials.map((t) => (
        <li key={t._id}>
          <figure className={styles.quote}>
            <Rating value={t.rating} />
            <blockquote>
              <p>{t.text}</p>
            </blockquote>
            <figcaption>
              <Heading className={styles.quoteName}>{t.name}</Heading>
              <span>{t.location}</span>
              {t.speciality ? (
                <span>
                  Treated in <Link href={specialityHref({ _id: t.speciality._id, specialityUrl: t.speciality.specialityUrl })}>{t.speciality.specialityName}</Link>
                </span>
              ) : null}
              {t.videoUrl ? (
                <a href={t.videoUrl} rel="noopener noreferrer">
                  Watch {t.name}&apos;s video
                </a>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
