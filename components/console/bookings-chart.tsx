import { formatShortDay } from "@/lib/format/appointment-time";
import styles from "./console.module.scss";

const BAR = 14;
const GAP = 4;
const HEIGHT = 120;
const AXIS = 22;

/**
 * Appointments per day as bars, drawn on the server (SVG, no chart library, nothing in any
 * bundle): the past in one shade, today outlined, the days ahead in another. The same figures
 * follow as a table for screen readers and for reading exact numbers.
 */
export function BookingsChart({ perDay, today }: { perDay: { day: string; count: number }[]; today: string }) {
  const most = Math.max(1, ...perDay.map((d) => d.count));
  const width = perDay.length * (BAR + GAP);
  const total = (from: (d: string) => boolean) => perDay.filter((d) => from(d.day)).reduce((sum, d) => sum + d.count, 0);
  const past = total((d) => d < today);
  const ahead = total((d) => d > today);
  const label = (day: string) => formatShortDay(`${day}T12:00:00Z`, "UTC");
  return (
    <figure className={styles.chart}>
      <figcaption id="per-day-title">
        Appointments per day: {past} in the last {perDay.filter((d) => d.day < today).length} days, {total((d) => d === today)} today, {ahead} booked for the next{" "}
        {perDay.filter((d) => d.day > today).length} days
      </figcaption>
      <svg viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} role="img" aria-labelledby="per-day-title" preserveAspectRatio="none">
        {perDay.map((d, i) => {
          const h = Math.round((d.count / most) * (HEIGHT - 8));
          const x = i * (BAR + GAP);
          return (
            <g key={d.day}>
              <rect x={x} y={HEIGHT - h} width={BAR} height={Math.max(h, d.count ? 2 : 0)} className={d.day < today ? styles.barPast : d.day === today ? styles.barToday : styles.barAhead}>
                <title>{`${label(d.day)}: ${d.count}`}</title>
              </rect>
              {d.day === today ? <rect x={x - 2} y={0} width={BAR + 4} height={HEIGHT} className={styles.todayMark} /> : null}
              {i % 7 === 0 || d.day === today ? (
                <text x={x + BAR / 2} y={HEIGHT + 15} textAnchor="middle" className={styles.chartLabel}>
                  {d.day === today ? "Today" : label(d.day).replace(/^\w+, /, "")}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details>
        <summary>The figures, day by day</summary>
        <table className={styles.chartTable}>
          <caption className={styles.visuallyHidden}>Appointments per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Appointments</th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day === today ? `${label(d.day)} (today)` : label(d.day)}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
