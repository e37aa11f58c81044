/** One entry of the main navigation (SPEC.md section 2, "Main navigation"). */
export interface NavItem {
  label: string;
  href: string;
  /** Other paths that show the same page (/home is Home). */
  aliases?: readonly string[];
  /** Path prefixes of the item's section: a doctor's detail page belongs to Doctors. */
  section?: readonly string[];
  /** Desktop only: the item carries the specialities dropdown. */
  hasSpecialitiesDropdown?: boolean;
}

/** The nine items, in the order SPEC.md lists them. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Home", href: "/", aliases: ["/home"] },
  { label: "Specialities", href: "/specialityList", section: ["/specialities"], hasSpecialitiesDropdown: true },
  { label: "Services", href: "/services-v2", section: ["/service-v2", "/services", "/service"] },
  { label: "Doctors", href: "/doctorList", section: ["/doctordetail"] },
  { label: "Patients", href: "/patients" },
  { label: "Gallery", href: "/gallery" },
  { label: "About Us", href: "/about" },
  { label: "Careers", href: "/career", section: ["/careers"] },
  { label: "Contact Us", href: "/contactUs" },
];

export const BOOK_APPOINTMENT: NavItem = { label: "Book Appointment", href: "/appointment" };

/**
 * aria-current for a nav item: "page" on the item's own page, "true" elsewhere in its
 * section, undefined (attribute left out) otherwise.
 */
export function ariaCurrentFor(item: NavItem, pathname: string | null): "page" | "true" | undefined {
  if (!pathname) return undefined;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === item.href || item.aliases?.includes(path)) return "page";
  if (item.section?.some((base) => path === base || path.startsWith(`${base}/`))) return "true";
  return undefined;
}
