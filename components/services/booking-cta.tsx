import { Link } from "@/components/ui/link";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import type { Locale } from "@/lib/i18n/locales";
import { wordsOf } from "@/lib/i18n/words";
import styles from "./booking-cta.module.scss";

/** The closing band of a clinical page: Book Appointment and the 24x7 emergency line. */
export async function BookingCta({
  title,
  text,
  bookHref,
  emergencyPhone,
  locale = "en",
}: {
  title: string;
  text: string;
  bookHref: string;
  emergencyPhone: string;
  locale?: Locale;
}) {
  const t = await wordsOf(locale, "booking");
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
          {t("cta.book")}
        </Link>
        <a className={styles.emergency} href={telHref(emergencyPhone)}>
          <span>
            {t("cta.emergency")} <PhoneNumber value={emergencyPhone} />
          </span>
        </a>
      </div>
    </section>
  );
}
