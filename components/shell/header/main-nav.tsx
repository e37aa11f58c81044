"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { ariaCurrentFor, type NavItem } from "./aria-current";
import { SpecialitiesDropdown } from "./specialities-dropdown";
import styles from "./main-nav.module.scss";

/** The desktop main navigation (hidden below $bp-lg, where MobileMenu takes over). */
export function MainNav({ items, book }: { items: readonly NavItem[]; book: NavItem }) {
  const pathname = usePathname();

  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {items.map((item) => {
          const current = ariaCurrentFor(item, pathname);
          return (
            <li key={item.href} className={styles.item}>
              {item.hasSpecialitiesDropdown ? (
                <SpecialitiesDropdown href={item.href} ariaCurrent={current} />
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
        href={book.href}
        aria-current={ariaCurrentFor(book, pathname)}
      >
        {book.label}
      </Link>
    </nav>
  );
}
