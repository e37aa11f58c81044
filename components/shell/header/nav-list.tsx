import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { ariaCurrentFor, type NavItem } from "./aria-current";

/**
 * The main navigation's items and its Book Appointment button: one list for the desktop bar and
 * the mobile panel, which differ only in their classes, what a click also does (the panel
 * closes) and how the specialities item opens (the desktop's dropdown).
 */
export function NavList({
  items,
  book,
  pathname,
  classes,
  onNavigate,
  specialities,
  label,
}: {
  items: readonly NavItem[];
  book: NavItem;
  pathname: string | null;
  classes: { nav: string; list: string; item?: string; link: string; cta: string };
  onNavigate?: () => void;
  /** The specialities item as the desktop shows it; a plain link where this is not given. */
  specialities?: (item: NavItem, current: ReturnType<typeof ariaCurrentFor>) => ReactNode;
  /** The navigation's name ("Main"). */
  label: string;
}) {
  return (
    <nav className={classes.nav} aria-label={label}>
      <ul className={classes.list}>
        {items.map((item) => {
          const current = ariaCurrentFor(item, pathname);
          return (
            <li key={item.href} className={classes.item}>
              {item.hasSpecialitiesDropdown && specialities ? (
                specialities(item, current)
              ) : (
                <Link className={classes.link} href={item.href} aria-current={current} onClick={onNavigate}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Link className={classes.cta} href={book.href} aria-current={ariaCurrentFor(book, pathname)} onClick={onNavigate}>
        {book.label}
      </Link>
    </nav>
  );
}
