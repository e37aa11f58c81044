import { Link } from "@/components/ui/link";
import type { DoctorProfile as Profile } from "@/lib/contracts/doctors";
import { bookDoctorHref, serviceV2Href, specialityHref } from "@/lib/routes";
import { formatFee } from "@/lib/doctors/fee";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { DoctorPhoto } from "./doctor-photo";
import { experienceText } from "./experience-text";
import { OpdTable } from "./opd-table";
import styles from "./doctor-profile.module.scss";

/** The body of /doctordetail/:username under its page header. */
export function DoctorProfile({
  doctor,
  emergencyPhone,
  timeZoneLabel,
}: {
  doctor: Profile;
  emergencyPhone: string;
  timeZoneLabel: string;
}) {
  return (
    <div className={styles.layout}>
      <aside className={styles.card} aria-labelledby="doctor-facts-title">
        <div className={styles.photo}>
          <DoctorPhoto name={doctor.name} photo={doctor.photo} size="lg" />
        </div>
        <h2 id="doctor-facts-title" className={styles.hidden}>
          At a glance
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Designation</dt>
            <dd>{doctor.designation}</dd>
          </div>
          {doctor.specialities.length ? (
            <div>
              <dt>{doctor.specialities.length > 1 ? "Specialities" : "Speciality"}</dt>
              <dd>
                <ul className={styles.inlineList}>
                  {doctor.specialities.map((s) => (
                    <li key={s._id}>
                      <Link href={specialityHref(s)}>{s.specialityName}</Link>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Qualifications</dt>
            <dd>{doctor.qualifications.join(", ")}</dd>
          </div>
          <div>
            <dt>Experience</dt>
            <dd>{experienceText(doctor.experienceYears)}</dd>
          </div>
          <div>
            <dt>Languages</dt>
            <dd>{doctor.languages.join(", ")}</dd>
          </div>
          <div>
            <dt>Registration no.</dt>
            <dd>{doctor.registrationNumber}</dd>
          </div>
          <div>
            <dt>Consultation fee</dt>
            <dd className={styles.fee}>{formatFee(doctor.consultationFee)}</dd>
          </div>
        </dl>
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
