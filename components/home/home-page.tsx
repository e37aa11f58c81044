import Link from "next/link";
import { SpecialityGrid } from "@/components/specialities/speciality-grid";
import { telHref } from "@/lib/format/phone";
import type { SpecialityV2 } from "@/lib/api/types";
import styles from "./home-page.module.scss";

/** The home page (served at / and /home). */
export function HomePage({
  hospitalName,
  emergencyPhone,
  specialities,
}: {
  hospitalName: string;
  emergencyPhone: string;
  specialities: SpecialityV2[];
}) {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Multispeciality care, 24 hours a day</p>
          <h1 id="home-title" className={styles.title}>
            {hospitalName}
          </h1>
          <p className={styles.lead}>
            Consultants across {specialities.length} specialities, a round-the-clock emergency department and online
            appointments, all under one roof.
          </p>
          <div className={styles.actions}>
            <Link href="/appointment" className={styles.primary}>
              Book Appointment
            </Link>
            <a href={telHref(emergencyPhone)} className={styles.emergency}>
              24x7 Emergency: {emergencyPhone}
            </a>
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="home-specialities">
        <div className={styles.sectionHead}>
          <h2 id="home-specialities">Our specialities</h2>
          <Link href="/specialityList">View All Specialities</Link>
        </div>
        <SpecialityGrid specialities={specialities.slice(0, 8)} headingLevel={3} />
      </section>
    </>
  );
}
