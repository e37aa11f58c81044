import { Link } from "@/components/ui/link";
import { PhoneNumber } from "@/components/ui/phone-number";
import { telHref } from "@/lib/format/phone";
import { KeepWordsWhole } from "./keep-words-whole";
import { MainNav } from "./main-nav";
import { MobileMenu } from "./mobile-menu";
import { BOOK_APPOINTMENT, NAV_ITEMS } from "./nav-items";
import { StickyHeader } from "./sticky-header";
import styles from "./site-header.module.scss";
import { ROUTES } from "@/lib/routes";

export interface SiteHeaderProps {
  /** The 24x7 emergency number as displayed, e.g. "+91 20 6720 1000". */
  emergencyPhone: string;
  hospitalName: string;
}

export const COVID_NOTICE = "COVID-19 vaccination: walk-in, Mon–Sat 9:00–17:00, Gate 2";

/**
 * The shared site header (SPEC.md sections 1 and 2): a top bar with the emergency line and
 * the COVID-19 notice, then a sticky bar with the brand and the main navigation.
 * A server component; only the navigation pieces and the header's height probe run on the client.
 */
export function SiteHeader({ emergencyPhone, hospitalName }: SiteHeaderProps) {
  return (
    <>
      <section className={styles.topBar} aria-label="Emergency line and notices">
        <div className={styles.topBarInner}>
          <a className={styles.emergency} href={telHref(emergencyPhone)}>
            <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span>
              24x7 Emergency: <PhoneNumber value={emergencyPhone} />
            </span>
          </a>
          <p className={styles.notice}>
            <KeepWordsWhole text={COVID_NOTICE} />
          </p>
        </div>
      </section>

      <StickyHeader className={styles.header}>
        <div className={styles.bar}>
          <Link className={styles.brand} href={ROUTES.home}>
            {/* An SVG logo at a fixed size gains nothing from next/image optimisation. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img className={styles.logo} src="/images/logo.svg" alt="" width={44} height={44} />
            <span className={styles.brandName}>{hospitalName}</span>
          </Link>
          <MainNav items={NAV_ITEMS} book={BOOK_APPOINTMENT} />
          <MobileMenu items={NAV_ITEMS} book={BOOK_APPOINTMENT} hospitalName={hospitalName} emergencyPhone={emergencyPhone} />
        </div>
      </StickyHeader>
    </>
  );
}
