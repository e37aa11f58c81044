import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import type { DoctorProfile as Profile } from "@/lib/contracts/doctors";
import { bookDoctorHref, bookSlotHref, serviceV2Href } from "@/lib/routes";
import type { Slot } from "@/lib/contracts/booking";
import { formatDay } from "@/lib/format/appointment-time";
import { LOCALE_FACTS, type Locale } from "@/lib/i18n/locales";
import { slotLabel } from "./doctor-card";
import { OutOfDateNotice } from "@/components/ui/out-of-date-notice";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { DoctorPhoto } from "./doctor-photo";
import { DoctorFacts } from "./doctor-facts";
import { doctorWords } from "./doctor-words";
import { formatFee } from "@/lib/format/money";
import { OpdTable } from "./opd-table";
import styles from "./doctor-profile.module.scss";

const hidden = (chunks: ReactNode) => <span className={styles.hidden}>{chunks}</span>;

/** A free slot as its link reads: "Thu, 3 Dec, 11:00 am", with the whole day for screen readers. */
const slotWords = (slot: Slot, timeZone: string, locale: Locale) => ({
  time: slotLabel(slot, timeZone, locale),
  day: formatDay(slot.start, timeZone, locale),
  hidden,
});

/**
 * The profile's call to action, in its page header (on the first screen at 375 and 1366 px):
 * Book Appointment, the next free time as a link straight to it, and the fee.
 */
export async function DoctorBookBar({ locale, doctor, nextSlot, timeZone }: { locale: Locale; doctor: Profile; nextSlot: Slot | null; timeZone: string }) {
  const t = await doctorWords(locale);
  return (
    <div className={styles.bookBar}>
      <Link href={bookDoctorHref(doctor.username)} className={styles.bookBarButton}>
        {t.rich("bookAppointment", { name: doctor.fullName, hidden })}
      </Link>
      <p className={styles.bookBarFacts}>
        {nextSlot
          ? t.rich("profile.nextFree", {
              ...slotWords(nextSlot, timeZone, locale),
              link: (chunks) => <Link href={bookSlotHref(doctor.username, nextSlot.start)}>{chunks}</Link>,
            })
          : t("profile.noFreeSoon")}
        <span aria-hidden="true"> · </span>
        <span>{t("profile.fee", { fee: formatFee(doctor.consultationFee) })}</span>
      </p>
    </div>
  );
}

/**
 * The body of /doctordetail/:username under its page header, in the page's language.
 * `inEnglish` names the doctor's fields shown in English on a Marathi or Hindi page (their
 * translation is missing or out of date, lib/server/translations/localize.ts): each is marked as
 * English, and one line says why.
 */
export async function DoctorProfile({
  locale,
  doctor,
  emergencyPhone,
  timeZoneLabel,
  availability,
  portraitSvg = null,
  inEnglish = [],
}: {
  locale: Locale;
  doctor: Profile;
  emergencyPhone: string;
  timeZoneLabel: string;
  /** The next free slots, each a link into the booking flow (lib/server/compose/next-slots.ts). */
  availability?: { slots: Slot[]; timeZone: string };
  /** The portrait's markup when it is a drawing the site ships (inlineSvgAsset), drawn with the page. */
  portraitSvg?: string | null;
  inEnglish?: readonly string[];
}) {
  const t = await doctorWords(locale);
  const english = (field: string) => (inEnglish.includes(field) ? LOCALE_FACTS.en.tag : undefined);
  return (
    <div className={styles.layout}>
      <aside className={styles.card} aria-labelledby="doctor-facts-title">
        <div className={styles.photo}>
          <DoctorPhoto name={doctor.name} photo={doctor.photo} size="lg" svg={portraitSvg} />
        </div>
        <h2 id="doctor-facts-title" className={styles.hidden}>
          {t("profile.atAGlance")}
        </h2>
        <DoctorFacts
          locale={locale}
          doctor={doctor}
          facts={["designation", "specialities", "qualifications", "experience", "languages", "registration", "fee"]}
          classes={{ facts: styles.facts, list: styles.inlineList, detail: { fee: styles.fee } }}
          inEnglish={inEnglish}
        />
        <Link href={bookDoctorHref(doctor.username)} className={styles.book}>
          {t.rich("bookAppointment", { name: doctor.fullName, hidden })}
        </Link>
        <p className={styles.emergency}>
          {t.rich("profile.emergency", {
            phone: () => (
              <a href={telHref(emergencyPhone)}>
                <PhoneNumber value={emergencyPhone} />
              </a>
            ),
          })}
        </p>
      </aside>
      <div className={styles.main}>
        <section aria-labelledby="doctor-about-title" className={styles.section}>
          <h2 id="doctor-about-title">{t("profile.about", { name: doctor.fullName })}</h2>
          <OutOfDateNotice locale={locale} shown={inEnglish.length > 0} />
          {doctor.biography
            .split(/\n{2,}/)
            .filter((p) => p.trim())
            .map((paragraph, index) => (
              <p key={index} className={styles.prose} lang={english("biography")}>
                {paragraph.trim()}
              </p>
            ))}
        </section>
        {availability ? (
          <section aria-labelledby="doctor-slots-title" className={styles.section}>
            <h2 id="doctor-slots-title">{t("profile.slotsTitle")}</h2>
            {availability.slots.length ? (
              <>
                <ul className={styles.slots}>
                  {availability.slots.map((slot) => (
                    <li key={slot.start}>
                      <Link href={bookSlotHref(doctor.username, slot.start)} className={styles.slot}>
                        {t.rich("profile.bookSlot", slotWords(slot, availability.timeZone, locale))}
                      </Link>
                    </li>
                  ))}
                </ul>
                <p className={styles.note}>
                  {t.rich("profile.timesIn", {
                    zone: timeZoneLabel,
                    link: (chunks) => <Link href={bookDoctorHref(doctor.username)}>{chunks}</Link>,
                  })}
                </p>
              </>
            ) : (
              <p>{t("profile.noSlots")}</p>
            )}
          </section>
        ) : null}
        <section aria-labelledby="doctor-opd-title" className={styles.section}>
          <h2 id="doctor-opd-title">{t("profile.opdTitle")}</h2>
          {doctor.opdTimings.length ? <OpdTable locale={locale} timings={doctor.opdTimings} timeZoneLabel={timeZoneLabel} /> : <p>{t("profile.noOpd")}</p>}
          <p className={styles.note}>{t("profile.holidays")}</p>
        </section>
        {doctor.services.length ? (
          <section aria-labelledby="doctor-services-title" className={styles.section}>
            <h2 id="doctor-services-title">{t("profile.servicesTitle")}</h2>
            <ul className={styles.services}>
              {doctor.services.map((s) => (
                <li key={s._id}>
                  <Link href={serviceV2Href(s.serviceUrl)}>{s.serviceName}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
