import { ROUTE_PREFIXES, ROUTES } from "@/lib/routes";

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
  { label: "Home", href: ROUTES.home, aliases: [ROUTES.homeAlias] },
  { label: "Specialities", href: ROUTES.specialityList, section: [ROUTE_PREFIXES.speciality], hasSpecialitiesDropdown: true },
  { label: "Services", href: ROUTES.servicesV2, section: [ROUTE_PREFIXES.serviceV2, ROUTES.servicesV1, ROUTE_PREFIXES.serviceV1] },
  { label: "Doctors", href: ROUTES.doctorList, section: [ROUTE_PREFIXES.doctor] },
  { label: "Patients", href: ROUTES.patients },
  { label: "Gallery", href: ROUTES.gallery },
  { label: "About Us", href: ROUTES.about },
  { label: "Careers", href: ROUTES.career, section: [ROUTE_PREFIXES.career] },
  { label: "Contact Us", href: ROUTES.contactUs },
];

export const BOOK_APPOINTMENT: NavItem = { label: "Book Appointment", href: ROUTES.appointment };

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
