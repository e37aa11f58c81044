import type { OpdTiming } from "@/lib/contracts/doctors";
import { formatClock, opdWeek } from "@/lib/doctors/opd";
import type { Locale } from "@/lib/i18n/locales";
import { doctorWords } from "./doctor-words";
import styles from "./opd-table.module.scss";

/**
 * The weekly OPD timings as a table in the page's language: a row per day, the sittings of that
 * day in its cell.
 */
export async function OpdTable({ locale, timings, timeZoneLabel }: { locale: Locale; timings: OpdTiming[]; timeZoneLabel: string }) {
  const t = await doctorWords(locale);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{t("opd.caption", { zone: timeZoneLabel })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("opd.day")}</th>
          <th scope="col">{t("opd.hours")}</th>
        </tr>
      </thead>
      <tbody>
        {opdWeek(timings).map(({ day, sittings }) => (
          <tr key={day} className={sittings.length ? undefined : styles.off}>
            <th scope="row">{t(`opd.days.${day}`)}</th>
            <td>
              {sittings.length ? (
                <ul className={styles.sittings}>
                  {sittings.map((s) => (
                    <li key={`${s.startTime}-${s.endTime}`}>
                      {t.rich("opd.sitting", {
                        start: () => <time dateTime={s.startTime}>{formatClock(s.startTime, locale)}</time>,
                        end: () => <time dateTime={s.endTime}>{formatClock(s.endTime, locale)}</time>,
                      })}
                    </li>
                  ))}
                </ul>
              ) : (
                t("opd.none")
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
