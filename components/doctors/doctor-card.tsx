import { Link } from "@/components/ui/link";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import { formatFee } from "@/lib/doctors/fee";
import { DoctorPhoto } from "./doctor-photo";
import { bookDoctorHref, doctorHref } from "@/lib/routes";
import { experienceText } from "./experience-text";
import styles from "./doctor-card.module.scss";

/** A doctor in a list: who they are, what they treat, and the two next steps (profile, booking). */
export function DoctorCard({ doctor, headingLevel = 3 }: { doctor: DoctorSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const specialities = doctor.specialities.map((s) => s.specialityName).join(", ");
  return (
    <article className={styles.card} aria-labelledby={`doctor-${doctor.username}`}>
      <div className={styles.top}>
        <DoctorPhoto name={doctor.name} photo={doctor.photo} />
        <div className={styles.who}>
          <Heading className={styles.name} id={`doctor-${doctor.username}`}>
            <Link href={doctorHref(doctor.username)} className={styles.nameLink}>
              {doctor.fullName}
            </Link>
          </Heading>
          <p className={styles.designation}>{doctor.designation}</p>
          {specialities ? <p className={styles.specialities}>{specialities}</p> : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Experience</dt>
          <dd>{experienceText(doctor.experienceYears)}</dd>
        </div>
        <div>
          <dt>Languages</dt>
          <dd>{doctor.languages.join(", ")}</dd>
        </div>
        <div>
          <dt>Consultation fee</dt>
          <dd>{formatFee(doctor.consultationFee)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link href={doctorHref(doctor.username)} className={styles.profile}>
          View Profile<span className={styles.hidden}> of {doctor.fullName}</span>
          <span aria-hidden="true">{"\u00a0›"}</span>
        </Link>
        <Link href={bookDoctorHref(doctor.username)} className={styles.primary}>
          Book Appointment<span className={styles.hidden}> with {doctor.fullName}</span>
        </Link>
      </div>
    </article>
  );
}
