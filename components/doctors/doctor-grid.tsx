import type { DoctorSummary } from "@/lib/contracts/doctors";
import { DoctorCard } from "./doctor-card";
import styles from "./doctor-grid.module.scss";

/** Doctor cards in a responsive grid (one column on phones). */
export function DoctorGrid({ doctors, headingLevel = 3 }: { doctors: DoctorSummary[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
