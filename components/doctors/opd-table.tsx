import type { OpdTiming } from "@/lib/contracts/doctors";
import { formatClock, opdWeek } from "@/lib/doctors/opd";
import styles from "./opd-table.module.scss";

/** The weekly OPD timings as a table: a row per day, the sittings of that day in its cell. */
export function OpdTable({ timings, timeZoneLabel }: { timings: OpdTiming[]; timeZoneLabel: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Weekly OPD timings (hospital time, {timeZoneLabel})</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">OPD hours</th>
        </tr>
      </thead>
      <tbody>
        {opdWeek(timings).map(({ day, sittings }) => (
          <tr key={day} className={sittings.length ? undefined : styles.off}>
            <th scope="row">{day}</th>
            <td>
              {sittings.length ? (
                <ul className={styles.sittings}>
                  {sittings.map((s) => (
                    <li key={`${s.startTime}-${s.endTime}`}>
                      <time dateTime={s.startTime}>{formatClock(s.startTime)}</time> to{" "}
                      <time dateTime={s.endTime}>{formatClock(s.endTime)}</time>
                    </li>
                  ))}
                </ul>
              ) : (
                "No OPD"
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
