"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { ariaCurrentFor, BOOK_APPOINTMENT, NAV_ITEMS } from "./nav-items";
import { SpecialitiesDropdown } from "./specialities-dropdown";
import styles from "./main-nav.module.scss";

/** The desktop main navigation (hidden below $bp-lg, where MobileMenu takes over). */
export function MainNav() {
  const pathname = usePathname();

  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => {
          const current = ariaCurrentFor(item, pathname);
          return (
            <li key={item.href} className={styles.item}>
              {item.hasSpecialitiesDropdown ? (
                <SpecialitiesDropdown ariaCurrent={current} />
              ) : (
                <Link className={styles.link} href={item.href} aria-current={current}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Link
        className={styles.cta}
        href={BOOK_APPOINTMENT.href}
        aria-current={ariaCurrentFor(BOOK_APPOINTMENT, pathname)}
      >
        {BOOK_APPOINTMENT.label}
      </Link>
    </nav>
  );
}
