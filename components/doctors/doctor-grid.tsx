import type { DoctorSummary } from "@/lib/contracts/doctors";
import type { Slot } from "@/lib/contracts/booking";
import type { Locale } from "@/lib/i18n/locales";
import { DoctorCard } from "./doctor-card";
import styles from "./doctor-grid.module.scss";

/**
 * Doctor cards in a responsive grid (one column on phones), in the page's language; with
 * `availability`, each card shows the doctor's next free slot (lib/server/compose/next-slots.ts).
 */
export function DoctorGrid({
  locale,
  doctors,
  headingLevel = 3,
  availability,
}: {
  locale: Locale;
  doctors: DoctorSummary[];
  headingLevel?: 2 | 3;
  availability?: { slots: Record<string, Slot[]>; timeZone: string };
}) {
  return (
    <ul className={styles.grid}>
      {doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard
            locale={locale}
            doctor={doctor}
            headingLevel={headingLevel}
            availability={availability ? { nextSlot: availability.slots[doctor._id]?.[0] ?? null, timeZone: availability.timeZone } : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
