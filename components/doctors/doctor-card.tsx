import type { ReactNode } from "react";
import { langOfText } from "@/lib/i18n/text-lang";
import { Link } from "@/components/ui/link";
import type { DoctorSummary } from "@/lib/contracts/doctors";
import type { Locale } from "@/lib/i18n/locales";
import { DoctorPhoto } from "./doctor-photo";
import { bookDoctorHref, bookSlotHref, doctorHref } from "@/lib/routes";
import type { Slot } from "@/lib/contracts/booking";
import { formatShortDay, formatTime } from "@/lib/format/appointment-time";
import { DoctorFacts } from "./doctor-facts";
import { doctorWords } from "./doctor-words";
import styles from "./doctor-card.module.scss";

/**
 * "Thu, 3 Dec, 11:00 am" ("गुरु, 3 डिसें, …" in Marathi): a slot as a card or a profile shows it
 * (absolute: pages are cached).
 */
export const slotLabel = (slot: Slot, timeZone: string, locale: Locale = "en"): string =>
  `${formatShortDay(slot.start, timeZone, locale)}, ${formatTime(slot.start, timeZone, locale)}`;

const hidden = (chunks: ReactNode) => <span className={styles.hidden}>{chunks}</span>;

/**
 * A doctor in a list: who they are, what they treat, when they are next free, and the two next
 * steps (profile, booking), in the page's language. `availability` is left out where the page
 * does not read slots.
 */
export async function DoctorCard({
  locale,
  doctor,
  headingLevel = 3,
  availability,
}: {
  locale: Locale;
  doctor: DoctorSummary;
  headingLevel?: 2 | 3;
  availability?: { nextSlot: Slot | null; timeZone: string };
}) {
  const t = await doctorWords(locale);
  const Heading = `h${headingLevel}` as const;
  const specialities = doctor.specialities.map((s) => s.specialityName).join(", ");
  const name = doctor.fullName;
  return (
    <article className={styles.card} aria-labelledby={`doctor-${doctor.username}`}>
      <div className={styles.top}>
        <DoctorPhoto name={doctor.name} photo={doctor.photo} />
        <div className={styles.who}>
          {/* A name, designation or speciality still in English on a Marathi or Hindi page says so. */}
          <Heading className={styles.name} id={`doctor-${doctor.username}`} lang={langOfText(doctor.name, locale)}>
            <Link href={doctorHref(doctor.username)} className={styles.nameLink}>
              {name}
            </Link>
          </Heading>
          <p className={styles.designation} lang={langOfText(doctor.designation, locale)}>
            {doctor.designation}
          </p>
          {specialities ? (
            <p className={styles.specialities} lang={langOfText(specialities, locale)}>
              {specialities}
            </p>
          ) : null}
        </div>
      </div>
      <DoctorFacts locale={locale} doctor={doctor} facts={["experience", "languages", "fee"]} classes={{ facts: styles.facts }}>
        {availability ? (
          <div>
            <dt>{t("card.nextAvailable")}</dt>
            <dd>
              {availability.nextSlot ? (
                <Link href={bookSlotHref(doctor.username, availability.nextSlot.start)}>
                  {t.rich("card.bookSlot", { time: slotLabel(availability.nextSlot, availability.timeZone, locale), name, hidden })}
                </Link>
              ) : (
                t("card.noSlot")
              )}
            </dd>
          </div>
        ) : null}
      </DoctorFacts>
      <div className={styles.actions}>
        <Link href={doctorHref(doctor.username)} className={styles.profile}>
          {t.rich("card.viewProfile", { name, hidden })}
          <span aria-hidden="true">{"\u00a0›"}</span>
        </Link>
        <Link href={bookDoctorHref(doctor.username)} className={styles.primary}>
          {t.rich("bookAppointment", { name, hidden })}
        </Link>
      </div>
    </article>
  );
}
