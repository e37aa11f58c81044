import { Link } from "@/components/ui/link";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import styles from "./help-box.module.scss";
import { ROUTES } from "@/lib/routes";

/** "Need help now?": the emergency line and the booking page, for pages that have no more to show yet. */
export function HelpBox({ emergencyPhone, children }: { emergencyPhone: string; children?: React.ReactNode }) {
  return (
    <section className={styles.box} aria-labelledby="help-box-title">
      <h2 id="help-box-title" className={styles.title}>
        Need help now?
      </h2>
      {children ? <div className={styles.body}>{children}</div> : null}
      <div className={styles.actions}>
        <Link className={styles.primary} href={ROUTES.appointment}>
          Book Appointment
        </Link>
        <a className={styles.emergency} href={telHref(emergencyPhone)}>
          <span>
            24x7 Emergency: <PhoneNumber value={emergencyPhone} />
          </span>
        </a>
      </div>
    </section>
  );
}
