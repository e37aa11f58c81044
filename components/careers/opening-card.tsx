import { Link } from "@/components/ui/link";
import { EMPLOYMENT_TYPE_TEXT, type JobOpeningSummary } from "@/lib/contracts/content";
import { formatDate } from "@/lib/format/date";
import { careerHref } from "@/lib/routes";
import styles from "@/components/content/content.module.scss";

const lakh = (paise: number) => `₹${(paise / 100 / 100_000).toLocaleString("en-IN", { maximumFractionDigits: 1 })} lakh`;

/** "₹3.6 lakh to ₹5.4 lakh a year", or null. */
export const salaryText = (salary: JobOpeningSummary["salary"]) => (salary ? `${lakh(salary.min)} to ${lakh(salary.max)} a year` : null);

/** A job opening in the list: title (the link), department, place, type, experience, pay, and when it closes. */
export function OpeningCard({ opening, timeZone }: { opening: JobOpeningSummary; timeZone: string }) {
  const pay = salaryText(opening.salary);
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <p className={styles.eyebrow}>{opening.department}</p>
        <h3 className={styles.cardTitle}>
          <Link href={careerHref(opening.url)}>{opening.title}</Link>
        </h3>
        <dl className={styles.jobFacts}>
          <div>
            <dt>Location</dt>
            <dd>{opening.location}</dd>
          </div>
          <div>
            <dt>Type</dt>
            <dd>{EMPLOYMENT_TYPE_TEXT[opening.employmentType]}</dd>
          </div>
          <div>
            <dt>Experience</dt>
            <dd>{opening.experience}</dd>
          </div>
          {pay ? (
            <div>
              <dt>Pay</dt>
              <dd>{pay}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.meta}>
          {opening.isOpen ? (
            <>Apply by {formatDate(`${opening.closesOn}T12:00:00Z`, timeZone)}</>
          ) : (
            <strong>Closed on {formatDate(`${opening.closesOn}T12:00:00Z`, timeZone)}: no longer taking applications</strong>
          )}
        </p>
      </div>
    </article>
  );
}
