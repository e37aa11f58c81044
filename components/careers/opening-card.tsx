import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { EMPLOYMENT_TYPE_TEXT, type JobOpeningSummary } from "@/lib/contracts/content";
import { formatDate } from "@/lib/format/date";
import { careerHref } from "@/lib/routes";
import styles from "@/components/content/content.module.scss";

type Fact = { label: string; value: ReactNode };

const lakh = (paise: number) => `₹${(paise / 100 / 100_000).toLocaleString("en-IN", { maximumFractionDigits: 1 })} lakh`;

/** "₹3.6 lakh to ₹5.4 lakh a year", or null. */
const salaryText = (salary: JobOpeningSummary["salary"]) => (salary ? `${lakh(salary.min)} to ${lakh(salary.max)} a year` : null);

/** The opening's facts as a definition list: location, type, experience and pay, with `lead` rows before and `extra` rows after. */
export function JobFacts({ opening, lead = [], extra = [] }: { opening: JobOpeningSummary; lead?: Fact[]; extra?: Fact[] }) {
  const pay = salaryText(opening.salary);
  const rows: Fact[] = [
    ...lead,
    { label: "Location", value: opening.location },
    { label: "Type", value: EMPLOYMENT_TYPE_TEXT[opening.employmentType] },
    { label: "Experience", value: opening.experience },
    ...(pay ? [{ label: "Pay", value: pay }] : []),
    ...extra,
  ];
  return (
    <dl className={styles.jobFacts}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A job opening in the list: title (the link), department, place, type, experience, pay, and when it closes. */
export function OpeningCard({ opening, timeZone }: { opening: JobOpeningSummary; timeZone: string }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <p className={styles.eyebrow}>{opening.department}</p>
        <h3 className={styles.cardTitle}>
          <Link href={careerHref(opening.url)}>{opening.title}</Link>
        </h3>
        <JobFacts opening={opening} />
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
