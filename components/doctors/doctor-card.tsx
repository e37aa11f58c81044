import { Link } from "@/components/ui/link";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import { DoctorPhoto } from "./doctor-photo";
import { bookDoctorHref, bookSlotHref, doctorHref } from "@/lib/routes";
import type { Slot } from "@/lib/contracts/booking";
import { formatShortDay, formatTime } from "@/lib/format/appointment-time";
import { DoctorFacts } from "./doctor-facts";
import styles from "./doctor-card.module.scss";

/** "Thu, 3 Dec, 11:00 am": a slot as a card or a profile shows it (absolute: pages are cached). */
export const slotLabel = (slot: Slot, timeZone: string): string => `${formatShortDay(slot.start, timeZone)}, ${formatTime(slot.start, timeZone)}`;

/**
 * A doctor in a list: who they are, what they treat, when they are next free, and the two next
 * steps (profile, booking). `availability` is left out where the page does not read slots.
 */
export function DoctorCard({
  doctor,
  headingLevel = 3,
  availability,
}: {
  doctor: DoctorSummary;
  headingLevel?: 2 | 3;
  availability?: { nextSlot: Slot | null; timeZone: string };
}) {
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
      <DoctorFacts doctor={doctor} facts={["experience", "languages", "fee"]} classes={{ facts: styles.facts }}>
        {availability ? (
          <div>
            <dt>Next available</dt>
            <dd>
              {availability.nextSlot ? (
                <Link href={bookSlotHref(doctor.username, availability.nextSlot.start)}>
                  <span className={styles.hidden}>Book </span>
                  {slotLabel(availability.nextSlot, availability.timeZone)}
                  <span className={styles.hidden}> with {doctor.fullName}</span>
                </Link>
              ) : (
                "No free slot online soon"
              )}
            </dd>
          </div>
        ) : null}
      </DoctorFacts>
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
