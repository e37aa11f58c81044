import { DOCTOR_LIST_VIEWS, ROUTE_PREFIXES, ROUTES } from "@/lib/routes";
import type { NavItem } from "./aria-current";

export type { NavItem } from "./aria-current";

/** A nav entry before its label: `key` names its words in the shell catalogue (nav.<key>). */
type NavEntry = Omit<NavItem, "label"> & { key: NavKey };
type NavKey = "home" | "specialities" | "services" | "doctors" | "patients" | "gallery" | "about" | "careers" | "contact" | "book";

/** The nine items, in the order SPEC.md lists them. */
const NAV_ENTRIES: readonly NavEntry[] = [
  { key: "home", href: ROUTES.home, aliases: [ROUTES.homeAlias] },
  { key: "specialities", href: ROUTES.specialityList, section: [ROUTE_PREFIXES.speciality], hasSpecialitiesDropdown: true },
  { key: "services", href: ROUTES.servicesV2, section: [ROUTE_PREFIXES.serviceV2, ROUTES.servicesV1, ROUTE_PREFIXES.serviceV1] },
  { key: "doctors", href: ROUTES.doctorList, views: [DOCTOR_LIST_VIEWS], section: [ROUTE_PREFIXES.doctor] },
  { key: "patients", href: ROUTES.patients },
  { key: "gallery", href: ROUTES.gallery },
  { key: "about", href: ROUTES.about },
  { key: "careers", href: ROUTES.career, section: [ROUTE_PREFIXES.career] },
  { key: "contact", href: ROUTES.contactUs },
];

const BOOK_ENTRY: NavEntry = { key: "book", href: ROUTES.appointment };

/** The navigation with its labels in a language (`label` gives the words of nav.<key>). */
export function navItems(label: (key: NavKey) => string): { items: NavItem[]; book: NavItem } {
  const named = ({ key, ...entry }: NavEntry): NavItem => ({ ...entry, label: label(key) });
  return { items: NAV_ENTRIES.map(named), book: named(BOOK_ENTRY) };
}
