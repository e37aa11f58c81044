import { Link } from "@/components/ui/link";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import styles from "./booking-cta.module.scss";

/** The closing band of a clinical page: Book Appointment and the 24x7 emergency line. */
export function BookingCta({
  title,
  text,
  bookHref,
  emergencyPhone,
}: {
  title: string;
  text: string;
  bookHref: string;
  emergencyPhone: string;
}) {
  return (
    <section className={styles.band} aria-labelledby="booking-cta-title">
      <div className={styles.copy}>
        <h2 id="booking-cta-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.primary} href={bookHref}>
          Book Appointment
        </Link>
        <a className={styles.emergency} href={telHref(emergencyPhone)}>
          <span>
            24x7 Emergency: <PhoneNumber value={emergencyPhone} />
          </span>
        </a>
      </div>
    </section>
  );
}
