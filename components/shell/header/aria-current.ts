// What the header's client parts need of a navigation entry: its shape and aria-current. The
// entries themselves (nav-items.ts) stay on the server and reach them as props, so the pages'
// shared script carries no address book.
import { withoutLocale } from "@/lib/i18n/paths";
import { isAtOrUnder, withoutTrailingSlash } from "@/lib/path-prefix";

/** One entry of the main navigation (SPEC.md section 2, "Main navigation"). */
export interface NavItem {
  label: string;
  href: string;
  /** Other paths that show the same page (/home is Home). */
  aliases?: readonly string[];
  /**
   * Path prefixes of routes that render this page at its own address: the doctor list's cached
   * views, which the server serves /doctorList?speciality=… from, so that while the server
   * renders one, usePathname() names the view and not /doctorList.
   */
  views?: readonly string[];
  /** Path prefixes of the item's section: a doctor's detail page belongs to Doctors. */
  section?: readonly string[];
  /** Desktop only: the item carries the specialities dropdown. */
  hasSpecialitiesDropdown?: boolean;
}

/**
 * aria-current for a nav item: "page" on the item's own page, "true" elsewhere in its
 * section, undefined (attribute left out) otherwise.
 */
export function ariaCurrentFor(item: NavItem, pathname: string | null): "page" | "true" | undefined {
  if (!pathname) return undefined;
  // The same page in Marathi or Hindi ("/mr/about") is the item's too.
  const path = withoutTrailingSlash(withoutLocale(pathname));
  if (path === item.href || item.aliases?.includes(path) || item.views?.some((base) => path.startsWith(`${base}/`))) return "page";
  if (item.section?.some((base) => isAtOrUnder(path, base))) return "true";
  return undefined;
}
