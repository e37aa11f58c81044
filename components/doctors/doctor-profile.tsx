import { Link } from "@/components/ui/link";
import type { DoctorProfile as Profile } from "@/lib/contracts/doctors";
import { bookDoctorHref, bookSlotHref, serviceV2Href } from "@/lib/routes";
import type { Slot } from "@/lib/contracts/booking";
import { formatDay } from "@/lib/format/appointment-time";
import { slotLabel } from "./doctor-card";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { DoctorPhoto } from "./doctor-photo";
import { DoctorFacts } from "./doctor-facts";
import { formatFee } from "@/lib/format/money";
import { OpdTable } from "./opd-table";
import styles from "./doctor-profile.module.scss";

/** A free slot as its link reads: "Thu, 3 Dec, 11:00 am", with the whole day for screen readers. */
function SlotText({ slot, timeZone }: { slot: Slot; timeZone: string }) {
  return (
    <>
      {slotLabel(slot, timeZone)}
      <span className={styles.hidden}> ({formatDay(slot.start, timeZone)})</span>
    </>
  );
}

/**
 * The profile's call to action, in its page header (on the first screen at 375 and 1366 px):
 * Book Appointment, the next free time as a link straight to it, and the fee.
 */
export function DoctorBookBar({ doctor, nextSlot, timeZone }: { doctor: Profile; nextSlot: Slot | null; timeZone: string }) {
  return (
    <div className={styles.bookBar}>
      <Link href={bookDoctorHref(doctor.username)} className={styles.bookBarButton}>
        Book Appointment<span className={styles.hidden}> with {doctor.fullName}</span>
      </Link>
      <p className={styles.bookBarFacts}>
        {nextSlot ? (
          <>
            Next free:{" "}
            <Link href={bookSlotHref(doctor.username, nextSlot.start)}>
              <SlotText slot={nextSlot} timeZone={timeZone} />
            </Link>
          </>
        ) : (
          "No online time free soon: the front desk will find you one"
        )}
        <span aria-hidden="true"> · </span>
        <span>Fee {formatFee(doctor.consultationFee)}</span>
      </p>
    </div>
  );
}

/** The body of /doctordetail/:username under its page header. */
export function DoctorProfile({
  doctor,
  emergencyPhone,
  timeZoneLabel,
  availability,
  portraitSvg = null,
}: {
  doctor: Profile;
  emergencyPhone: string;
  timeZoneLabel: string;
  /** The next free slots, each a link into the booking flow (lib/server/compose/next-slots.ts). */
  availability?: { slots: Slot[]; timeZone: string };
  /** The portrait's markup when it is a drawing the site ships (inlineSvgAsset), drawn with the page. */
  portraitSvg?: string | null;
}) {
  return (
    <div className={styles.layout}>
      <aside className={styles.card} aria-labelledby="doctor-facts-title">
        <div className={styles.photo}>
          <DoctorPhoto name={doctor.name} photo={doctor.photo} size="lg" svg={portraitSvg} />
        </div>
        <h2 id="doctor-facts-title" className={styles.hidden}>
          At a glance
        </h2>
        <DoctorFacts
          doctor={doctor}
          facts={["designation", "specialities", "qualifications", "experience", "languages", "registration", "fee"]}
          classes={{ facts: styles.facts, list: styles.inlineList, detail: { fee: styles.fee } }}
        />
        <Link href={bookDoctorHref(doctor.username)} className={styles.book}>
          Book Appointment<span className={styles.hidden}> with {doctor.fullName}</span>
        </Link>
        <p className={styles.emergency}>
          In an emergency, do not wait for an appointment: call{" "}
          <a href={telHref(emergencyPhone)}><PhoneNumber value={emergencyPhone} /></a> (24x7).
        </p>
      </aside>
      <div className={styles.main}>
        <section aria-labelledby="doctor-about-title" className={styles.section}>
          <h2 id="doctor-about-title">About {doctor.fullName}</h2>
          {doctor.biography
            .split(/\n{2,}/)
            .filter((p) => p.trim())
            .map((paragraph, index) => (
              <p key={index} className={styles.prose}>
                {paragraph.trim()}
              </p>
            ))}
        </section>
        {availability ? (
          <section aria-labelledby="doctor-slots-title" className={styles.section}>
            <h2 id="doctor-slots-title">Next available times</h2>
            {availability.slots.length ? (
              <>
                <ul className={styles.slots}>
                  {availability.slots.map((slot) => (
                    <li key={slot.start}>
                      <Link href={bookSlotHref(doctor.username, slot.start)} className={styles.slot}>
                        <span className={styles.hidden}>Book </span>
                        <SlotText slot={slot} timeZone={availability.timeZone} />
                      </Link>
                    </li>
                  ))}
                </ul>
                <p className={styles.note}>
                  Times in {timeZoneLabel}. <Link href={bookDoctorHref(doctor.username)}>See every date and time</Link>
                </p>
              </>
            ) : (
              <p>No time is free for online booking in the coming weeks. Please call the hospital and the front desk will find you a time.</p>
            )}
          </section>
        ) : null}
        <section aria-labelledby="doctor-opd-title" className={styles.section}>
          <h2 id="doctor-opd-title">OPD timings</h2>
          {doctor.opdTimings.length ? (
            <OpdTable timings={doctor.opdTimings} timeZoneLabel={timeZoneLabel} />
          ) : (
            <p>OPD timings are not listed yet. Book an appointment and the front desk will confirm a time with you.</p>
          )}
          <p className={styles.note}>Timings can change on public holidays; your booking confirmation gives the exact time.</p>
        </section>
        {doctor.services.length ? (
          <section aria-labelledby="doctor-services-title" className={styles.section}>
            <h2 id="doctor-services-title">Related services</h2>
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
